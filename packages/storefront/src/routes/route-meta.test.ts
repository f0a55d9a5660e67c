// Issue 16: every page has a title — a route whose loader failed too, where the error page shows
// instead. Each of the kit's page routes is asked for its head with no loader data and an error.
import { describe, expect, it } from 'vitest'
import type { StorefrontErrorData } from '../tenant/site-context.server.js'
import * as brand from './brand.js'
import * as checkout from './checkout.js'
import * as compare from './compare.js'
import * as contentPage from './content-page.js'
import * as favourites from './favourites.js'
import * as garage from './garage.js'
import * as leadForm from './lead-form.js'
import * as location from './location.js'
import * as modelCheckout from './model-checkout.js'
import * as models from './models.js'
import * as notFound from './not-found.js'
import * as print from './print.js'
import * as search from './search.js'
import * as signIn from './sign-in.js'
import * as stockPage from './stock-page.js'
import * as success from './success.js'
import * as watchlist from './watchlist.js'

/** An error response as React Router hands a route's `meta` when its loader threw `data(…, { status })`. */
const errorResponse = (status: number, kind?: StorefrontErrorData['kind']) => ({
  status,
  statusText: status === 404 ? 'Not Found' : 'Service Unavailable',
  internal: false,
  data: kind ? { kind } : undefined,
})

const routes = {
  brand,
  checkout,
  compare,
  contentPage,
  favourites,
  garage,
  leadForm,
  location,
  modelCheckout,
  models,
  notFound,
  print,
  search,
  signIn,
  stockPage,
  success,
  watchlist,
}

const failures: [string, unknown, string][] = [
  ['an unknown page', errorResponse(404, 'page_not_found'), 'Page not found'],
  ['a 404 without a kind', errorResponse(404), 'Page not found'],
  ['a car that is gone', errorResponse(404, 'car_not_found'), 'Car not found'],
  ['the platform unreachable', errorResponse(503, 'platform_unavailable'), 'We’ll be right back'],
  ['a thrown error', new Error('boom'), 'Something went wrong'],
]

type Meta = (args: Record<string, unknown>) => Array<Record<string, unknown>> | undefined
const titleOf = (meta: Meta, error: unknown, matches: unknown[] = []) =>
  meta({
    loaderData: undefined,
    data: undefined,
    error,
    matches,
    params: {},
    location: { pathname: '/x', search: '', hash: '', state: null, key: 'default' },
  })?.find((tag) => 'title' in tag)?.title

describe.each(Object.entries(routes))('the %s route’s title when its loader failed', (_name, route) => {
  it.each(failures)('%s: the error page’s own heading', (_case, error, title) => {
    expect(titleOf(route.meta as unknown as Meta, error)).toBe(title)
  })

  it('in the site’s own words once the root knows the site', () => {
    const root = { id: 'root', loaderData: { site: { template: 'trucks' } } }
    expect(titleOf(route.meta as unknown as Meta, errorResponse(404, 'car_not_found'), [root])).toBe(
      'Truck not found',
    )
  })
})
