// A template app's own chrome and blocks rendered outside a running app — in a story or a unit test —
// inside the frame they read: a memory router whose root route holds the frame data the root loader
// would give for `site`. The menus are built by the kit's own rules; only the platform is skipped
// (no stock counts, as on a site whose stock facets are unavailable).
import { requireNavigation, type SiteConfig } from '@forecourt/domain'
import { type ComponentType, createContext, type ReactNode, use } from 'react'
import { createRoutesStub } from 'react-router'
import { headerNavigation } from './chrome/header-navigation.js'
import { footerColumns } from './chrome/site-chrome.js'
import type { FrameData } from './frame/frame-data.js'

/** The root loader's answer for `site` on the dealer's date `today` (YYYY-MM-DD). */
export function frameDataOf(site: SiteConfig, today: string): FrameData {
  const navigation = requireNavigation(site.navigation)
  return {
    site,
    year: Number(today.slice(0, 4)),
    today,
    header: headerNavigation(navigation.header, site, null),
    footer: footerColumns(navigation.footer),
  }
}

export interface FrameStubProps {
  frame: FrameData
  /** The page the frame is on: the header marks its link current and hides its own search box on `/`. */
  path?: string
  children: ReactNode
}

// The router is made once; what it shows comes through context, so a re-render with new children
// updates them in place instead of mounting a new router.
const StubChildren = createContext<ReactNode>(null)
const StubRoot = () => use(StubChildren)
const Stub = createRoutesStub([{ id: 'root', path: '*', Component: StubRoot }])

export function FrameStub({ frame, path = '/contact', children }: FrameStubProps) {
  return (
    <StubChildren value={children}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: frame } }} />
    </StubChildren>
  )
}

/** A story decorator: the story rendered inside `FrameStub` with `site`'s frame on `today`. */
export function withFrame(site: SiteConfig, today: string, path?: string) {
  const frame = frameDataOf(site, today)
  // Storybook calls a decorator as a function (not as a component), with the story to wrap.
  return (Story: ComponentType) => (
    <FrameStub frame={frame} path={path}>
      <Story />
    </FrameStub>
  )
}
