// Loaders of the template apps' routes. Each reads the site resolved by the middleware.
import {
  garageNavigationItems,
  localDate,
  MISSING_NAVIGATION_MESSAGE,
  type Navigation,
  requireNavigation,
} from '@forecourt/domain'
import { data, type RouterContextProvider } from 'react-router'
import { watchlistedOnCarPage } from '../account/account.server.js'
import { headerNavigation } from '../chrome/header-navigation.js'
import { footerColumns, siteTimeZone } from '../chrome/site-chrome.js'
import { loadStockFacets } from '../chrome/stock-facets.server.js'
import { personal } from '../frame/cache-policy.js'
import { fromPlatform, getStorefront, type StorefrontErrorData } from '../tenant/site-context.server.js'

interface LoaderArgs {
  request: Request
  params: Record<string, string | undefined>
  context: Readonly<RouterContextProvider>
}

/** The site's header and footer menus; a site without them gets the §8 error page, not a crash. */
function siteNavigation(navigation: Partial<Navigation> | undefined): Navigation {
  try {
    return requireNavigation(navigation)
  } catch {
    console.error(`[storefront] ${MISSING_NAVIGATION_MESSAGE}`)
    throw data<StorefrontErrorData>({ kind: 'navigation_missing' }, { status: 500 })
  }
}

/**
 * The frame's data: the site, its header menus filled from its stock (one cached facet query) and
 * its footer columns, and the dealer's date for holiday hours.
 */
export async function rootLoader({ context }: LoaderArgs) {
  const { site } = getStorefront(context)
  const navigation = siteNavigation(site.navigation)
  const stock = await loadStockFacets(site)
  const now = new Date()
  return {
    site,
    year: now.getFullYear(),
    today: localDate(now, siteTimeZone(site)),
    // 'My Garage' joins the site's own menu only where the garage is on (issue 16).
    header: headerNavigation([...navigation.header, ...garageNavigationItems(site)], site, stock),
    footer: footerColumns(navigation.footer),
  }
}

const HOME_FEATURED_CARS = 6

/** The newest cars, and the stock's facet counts for the picker (the frame's cached query). */
export async function homeLoader({ context }: LoaderArgs) {
  const { site, platform } = getStorefront(context)
  const [page, stock] = await Promise.all([
    fromPlatform(() => platform.listCars(site.slug, { page: 1, perPage: HOME_FEATURED_CARS })),
    loadStockFacets(site),
  ])
  return {
    site,
    cars: page?.cars ?? [],
    totalCars: page?.total ?? 0,
    stock,
    now: new Date().toISOString(),
  }
}

export async function carDetailLoader({ request, params, context }: LoaderArgs) {
  const { site, platform } = getStorefront(context)
  const slug = params.slug ?? ''
  const car = await fromPlatform(() => platform.getCar(site.slug, slug))
  if (!car) throw data<StorefrontErrorData>({ kind: 'car_not_found' }, { status: 404 })
  const watchlisted = await watchlistedOnCarPage(request, context, car.id)
  // A signed-in shopper's Save / Saved is theirs: that page is never cached publicly.
  const personalPage = watchlisted !== null && request.headers.has('cookie')
  return data(
    { site, car, watchlisted, now: new Date().toISOString() },
    personalPage ? { headers: personal() } : undefined,
  )
}

export function notFoundLoader(): never {
  throw data<StorefrontErrorData>({ kind: 'page_not_found' }, { status: 404 })
}
