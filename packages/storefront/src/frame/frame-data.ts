// The frame's data — the root loader's answer (loaders/page-loaders.server.ts rootLoader) — as the
// header, the footer and any block read it, without each route loading the site again.
import { useRouteLoaderData } from 'react-router'
import type { rootLoader } from '../loaders/page-loaders.server.js'

export type FrameData = Awaited<ReturnType<typeof rootLoader>>

/** The frame's data; undefined only under the root's own error boundary (no site resolved). */
export function useFrameData(): FrameData | undefined {
  return useRouteLoaderData('root') as FrameData | undefined
}

/** The id of the page's main landmark: the skip link's and Back to top's target. */
export const MAIN_ID = 'main'
