// A component of the library that a page downloads only when it is first used (a menu's popover, the
// mobile drawer): every page shows the buttons, few shoppers open what is behind them, and react-aria's
// overlays, focus scopes and collections are the largest part of a page's JavaScript (issue 18).
// Private to the library.
import { type ComponentType, lazy } from 'react'

export interface LazyPart<P> {
  /** Render inside a Suspense boundary; it suspends until its module has arrived. */
  Component: ComponentType<P>
  /** Starts the download ahead of use (pointer over or focus on the button that opens it). */
  preload: () => void
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined // a failed download is tried again on the next use
      throw error
    })
    return loading
  }
  return {
    Component: lazy(() => start().then((component) => ({ default: component }))),
    preload: () => void start().catch(() => {}),
  }
}
