// The root's default export in a template app: the app's own header and footer around the matched
// route, with the router wired into react-aria links and the toast region every page shares.
import { ToastRegion } from '@forecourt/ui/toast'
import type { ReactNode } from 'react'
import { RouterProvider } from 'react-aria-components'
import { Outlet, useMatches, useNavigate } from 'react-router'
import { storefrontToasts } from '../toasts.js'
import { MAIN_ID } from './frame-data.js'
import { useLinkHref } from './link-href.js'

/** What a route module may say about the frame in its `handle` export. */
export interface StorefrontRouteHandle {
  /** 'none': the page stands alone, without header and footer (the print page, §2). */
  frame?: 'none'
}

export interface StorefrontFrameProps {
  /** The app's header variant (a composition of the kit's chrome blocks). */
  header: ReactNode
  /** The app's footer variant. */
  footer: ReactNode
}

/**
 * The frame around the matched route — unless the route asks for none and has its data (a failed
 * one shows its error inside the frame, with the way back).
 */
export function StorefrontFrame({ header, footer }: StorefrontFrameProps) {
  const navigate = useNavigate()
  const frameless = useMatches().some(
    (match) => (match.handle as StorefrontRouteHandle | undefined)?.frame === 'none' && match.loaderData,
  )
  return (
    <RouterProvider navigate={navigate} useHref={useLinkHref}>
      {!frameless && header}
      <main id={MAIN_ID}>
        <Outlet />
      </main>
      {!frameless && <ToastRegion queue={storefrontToasts} />}
      {!frameless && footer}
    </RouterProvider>
  )
}
