// The route list of a template app, for its app/routes.ts (the Hydrogen preset pattern): route
// modules ship in this package and an app lists them in one call, adding routes of its own.
// Used only at build time by React Router's plugin, in Node.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { getAppDirectory, index, type RouteConfigEntry, route } from '@react-router/dev/routes'

const routesDirectory = path.dirname(fileURLToPath(new URL('./routes/home.js', import.meta.url)))

/** A route module of this package, as a path relative to the app directory (what routes.ts takes). */
function moduleFile(name: string): string {
  return path.relative(getAppDirectory(), path.join(routesDirectory, `${name}.js`))
}

/** Lead form pages of §2; one route module serves them all, the form picked from the path. */
export const LEAD_FORM_PATHS = [
  'contact',
  'contact-us/:location',
  'email-us/:location',
  'finance-pre-approval',
  'valuations',
  'service',
  'instant-price',
  'careers',
  'cars/trade-in',
  'cars/:slug/:form',
] as const

/** The reserve-online paths of §2, one per site (features.checkout_path). */
const CHECKOUT_PATHS = ['checkout', 'buy-online'] as const

/** Pages made from the site's own data (§2, §9); one route module serves them all. */
const SITE_PAGE_PATHS = ['privacy-policy', 'pages/privacy-statement', 'faqs', 'finance'] as const

/** Pages of one kind of stock (§2). */
const STOCK_PAGE_PATHS = ['special-offers', 'electric-cars'] as const

export interface StorefrontRoutesOptions {
  /** The app's own routes, matched before the catch-all 404. */
  extraRoutes?: RouteConfigEntry[]
}

export function storefrontRoutes({ extraRoutes = [] }: StorefrontRoutesOptions = {}): RouteConfigEntry[] {
  return [
    index(moduleFile('home')),
    // Every listing lives under /search/ (§2): the template's or site's base path and the friendly
    // paths; the loader reads which from the URL and the site.
    route('search/*', moduleFile('search')),
    route('cars/:slug', moduleFile('car')),
    // Reserve online (§2): both paths answer, and the loader serves only the site's own one; a
    // static segment outranks the lead forms' cars/:slug/:form.
    ...CHECKOUT_PATHS.map((checkoutPath) =>
      route(`cars/:slug/${checkoutPath}`, moduleFile('checkout'), { id: `checkout:${checkoutPath}` }),
    ),
    ...LEAD_FORM_PATHS.map((leadPath) =>
      route(leadPath, moduleFile('lead-form'), { id: `lead-form:${leadPath}` }),
    ),
    route('success', moduleFile('success')),
    // Saved cars (§2): local favourites, the cars behind them, compare, and a car's printout.
    route('favourites', moduleFile('favourites')),
    route('favourites/cars', moduleFile('favourite-cars')),
    route('compare', moduleFile('compare')),
    route('print', moduleFile('print')),
    // The shopper's account (§2, §5, §7): sign-in by phone, the watchlist page and its API.
    route('sign-in', moduleFile('sign-in')),
    route('watchlist', moduleFile('watchlist')),
    route('api/watchlist/:change', moduleFile('watchlist-api')),
    // The car page's phone reveal (§7), recorded through the storefront so the browser never
    // calls the platform.
    route('api/phone-reveal', moduleFile('phone-reveal-api')),
    route('images/*', moduleFile('image')),
    // The dealer's own pages (§2): locations, its range and brands, and pages from its data.
    route('locations/:slug', moduleFile('location')),
    route('models', moduleFile('models')),
    route('brands/:slug', moduleFile('brand')),
    ...SITE_PAGE_PATHS.map((pagePath) =>
      route(pagePath, moduleFile('content-page'), { id: `content-page:${pagePath}` }),
    ),
    ...STOCK_PAGE_PATHS.map((pagePath) =>
      route(pagePath, moduleFile('stock-page'), { id: `stock-page:${pagePath}` }),
    ),
    ...extraRoutes,
    route('*', moduleFile('not-found')),
  ]
}
