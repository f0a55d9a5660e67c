import {
  familyProfileOf,
  MISSING_NAVIGATION_MESSAGE,
  type SiteConfig,
  siteSearchPath,
  type Template,
} from '@forecourt/domain'
import { isRouteErrorResponse, useRouteLoaderData } from 'react-router'

import type { StorefrontErrorData } from '../tenant/site-context.server.js'

export interface ErrorPageProps {
  error: unknown
}

interface ErrorCopy {
  title: string
  message: string
  action?: { label: string; href: string }
}

/** `template`: the site's family, for its own word ('Truck not found'); cars when unknown. */
function copyFor(error: unknown, searchHref: string, template: Template = 'cars'): ErrorCopy {
  if (isRouteErrorResponse(error)) {
    const kind = (error.data as StorefrontErrorData | undefined)?.kind
    if (kind === 'site_not_found') {
      return {
        title: 'No dealer site here',
        message: 'There is no dealer website at this address. Check the address and try again.',
      }
    }
    if (kind === 'platform_unavailable' || error.status === 503) {
      return {
        title: 'We’ll be right back',
        message: 'Our stock system is taking a short break. Please try again in a minute.',
        action: { label: 'Try again', href: '' },
      }
    }
    if (kind === 'navigation_missing') {
      return {
        title: MISSING_NAVIGATION_MESSAGE,
        message: 'This dealer site has no menus set up yet, so it cannot be shown. Please try again later.',
      }
    }
    if (kind === 'car_not_found') {
      return {
        title: familyProfileOf(template).vocabulary.notFoundTitle,
        message: 'This car has been sold or is no longer listed. Have a look at the rest of our stock.',
        action: { label: 'Search all stock', href: searchHref },
      }
    }
    if (error.status === 404) {
      return {
        title: 'Page not found',
        message: 'We couldn’t find that page.',
        action: { label: 'Go to the home page', href: '/' },
      }
    }
  }
  // Never show a stack trace to a shopper; the server log has the details.
  return {
    title: 'Something went wrong',
    message: 'Sorry, something went wrong on our side. Please try again.',
    action: { label: 'Go to the home page', href: '/' },
  }
}

/** The page shown by every ErrorBoundary of a template app. */
export function ErrorPage({ error }: ErrorPageProps) {
  // Below the root the site is known, so 'Search all stock' goes to this site's listing.
  const root = useRouteLoaderData('root') as { site: SiteConfig } | undefined
  const copy = copyFor(error, root ? siteSearchPath(root.site) : '/', root?.site.template)
  return (
    <div className="fc-Page fc-Error" role="alert">
      <h1>{copy.title}</h1>
      <p>{copy.message}</p>
      {copy.action && <a href={copy.action.href || '.'}>{copy.action.label}</a>}
    </div>
  )
}

export function errorTitle(error: unknown, template?: Template): string {
  return copyFor(error, '/', template).title
}
