// The routes every template family serves the same way, for an app's app/routes.ts: search, lead
// forms, success, saved cars, account, the dealer's own pages, images and the 404. Their route modules
// ship in this package. An app lists its own pages (home, car, how its stock is bought)
// beside them, and may replace any of these with its own module. Used only at build time by React
// Router's plugin, in Node.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { getAppDirectory, type RouteConfigEntry, route } from '@react-router/dev/routes'
import { LEAD_FORM_PATHS } from './lead-forms/lead-form-routes.js'

const routesDirectory = path.dirname(fileURLToPath(new URL('./routes/success.js', import.meta.url)))

/** A route module of this package, as a path relative to the app directory (what routes.ts takes). */
function moduleFile(name: string): string {
  return path.relative(getAppDirectory(), path.join(routesDirectory, `${name}.js`))
}

/** The reserve-online paths of §2, one per site (features.checkout_path). */
const CHECKOUT_PATHS = ['checkout', 'buy-online'] as const

/** Pages made from the site's own data (§2, §9); one route module serves them all. */
const SITE_PAGE_PATHS = ['privacy-policy', 'pages/privacy-statement', 'faqs', 'finance', 'terms'] as const

/** Pages of one kind of stock (§2). */
const STOCK_PAGE_PATHS = ['special-offers', 'electric-cars'] as const

/** The kit's routes by name, for `kitRoutes({ replace })`. */
export type KitRouteName =
  | 'search'
  | 'checkout'
  | 'model-checkout'
  | 'lead-form'
  | 'success'
  | 'favourites'
  | 'compare'
  | 'print'
  | 'sign-in'
  | 'watchlist'
  | 'garage'
  | 'location'
  | 'models'
  | 'brand'
  | 'content-page'
  | 'stock-page'
  | 'not-found'

export interface KitRoutesOptions {
  /**
   * Reserve online with a deposit (§2 /cars/{slug}/checkout or /buy-online). A family that sells
   * another way (a subscription, a rental booking) leaves it out and routes its own buying path.
   */
  depositCheckout?: boolean
  /** The app's own module for a kit page, as a path relative to the app directory. */
  replace?: Partial<Record<KitRouteName, string>>
}

/** Every route of the kit, to list after the app's own routes (the 404 catch-all comes last). */
export function kitRoutes({
  depositCheckout = true,
  replace = {},
}: KitRoutesOptions = {}): RouteConfigEntry[] {
  const file = (name: KitRouteName) => replace[name] ?? moduleFile(name)
  return [
    // Every listing lives under /search/ (§2): the site's base path, the friendly paths and the
    // site's own dealer paths; the loader reads which from the URL and the site.
    route('search/*', file('search')),
    // Reserve online (§2): both paths answer, and the loader serves only the site's own one; a
    // static segment outranks the lead forms' cars/:slug/:form.
    ...(depositCheckout
      ? CHECKOUT_PATHS.map((checkoutPath) =>
          route(`cars/:slug/${checkoutPath}`, file('checkout'), { id: `checkout:${checkoutPath}` }),
        )
      : []),
    // A new-car model's deposit (issue 16 row 11), beside the model pages' own /models.
    ...(depositCheckout
      ? CHECKOUT_PATHS.map((checkoutPath) =>
          route(`models/:slug/${checkoutPath}`, file('model-checkout'), {
            id: `model-checkout:${checkoutPath}`,
          }),
        )
      : []),
    ...LEAD_FORM_PATHS.map((leadPath) => route(leadPath, file('lead-form'), { id: `lead-form:${leadPath}` })),
    route('success', file('success')),
    // Saved cars (§2): local favourites, the cars behind them, compare, and a car's printout.
    route('favourites', file('favourites')),
    route('favourites/cars', moduleFile('favourite-cars')),
    route('compare', file('compare')),
    route('print', file('print')),
    // The shopper's account (§2, §5, §7): sign-in by phone, the watchlist page and its API.
    route('sign-in', file('sign-in')),
    route('watchlist', file('watchlist')),
    route('api/watchlist/:change', moduleFile('watchlist-api')),
    // The shopper's own vehicles (issue 16); the loader answers 404 on a site with the garage off.
    route('garage', file('garage')),
    // The car page's phone reveal (§7), recorded through the storefront so the browser never
    // calls the platform.
    route('api/phone-reveal', moduleFile('phone-reveal-api')),
    // A lead form's data for the dialog the car and location pages open it in (§2 Modals).
    route('api/lead-form', moduleFile('lead-form-api')),
    // The forms' Location choice by distance from the shopper's postcode (issue 16 row 3).
    route('api/nearest-locations', moduleFile('nearest-locations-api')),
    route('images/*', moduleFile('image')),
    // The dealer's own pages (§2): locations, its range and brands, and pages from its data.
    route('locations/:slug', file('location')),
    route('models', file('models')),
    route('brands/:slug', file('brand')),
    ...SITE_PAGE_PATHS.map((pagePath) =>
      route(pagePath, file('content-page'), { id: `content-page:${pagePath}` }),
    ),
    ...STOCK_PAGE_PATHS.map((pagePath) =>
      route(pagePath, file('stock-page'), { id: `stock-page:${pagePath}` }),
    ),
    route('*', file('not-found')),
  ]
}
