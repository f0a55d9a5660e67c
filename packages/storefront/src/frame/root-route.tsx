// The parts of a template app's root route that every app shares: its meta, when its loader runs
// again, and its error boundary.
import type { MetaArgs, ShouldRevalidateFunctionArgs } from 'react-router'
import { useRouteError } from 'react-router'
import { isLeadFormPost } from '../lead-forms/lead-form-routes.js'
import { ErrorPage, errorTitle } from '../pages/ErrorPage.js'
import { MAIN_ID } from './frame-data.js'

/** The root's `meta`: an error page's title when the site could not be resolved. */
export const rootMeta = ({ error }: MetaArgs) => (error ? [{ title: errorTitle(error) }] : [])

/**
 * The root's `shouldRevalidate`: the root loader reads only the site, which a navigation within the
 * site does not change; only a form submission (which may change what the frame shows) reloads it.
 */
export const rootShouldRevalidate = (args: ShouldRevalidateFunctionArgs) => {
  const { formMethod, defaultShouldRevalidate } = args
  // A lead form's step (on its page or in a dialog) changes nothing in the frame.
  if (formMethod === undefined || formMethod === 'GET' || isLeadFormPost(args)) return false
  return defaultShouldRevalidate
}

/** The root's `ErrorBoundary`: an unknown site (404) or an unreachable platform (503), without the frame. */
export function StorefrontRootError() {
  return (
    <main id={MAIN_ID}>
      <ErrorPage error={useRouteError()} />
    </main>
  )
}

/** Every other route's `ErrorBoundary`: the error page inside the site's frame, never a stack trace. */
export function RouteErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
