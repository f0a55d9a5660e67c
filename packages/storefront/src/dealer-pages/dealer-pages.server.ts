// Loaders of the dealer's own pages (§2): /locations/{slug}, /models, /brands/{slug}, /{model slug},
// /privacy-policy, /faqs, /finance, /special-offers and /electric-cars. Each reads the site resolved
// by the middleware; a slug that names nothing of the site answers the 404 page.
import {
  localDate,
  locationBaseName,
  locationsForSlug,
  modelsBodySlug,
  SEARCH_PAGE_SIZE,
  type SiteConfig,
  siteSearchPath,
} from '@forecourt/domain'
import { createSearchRoute, EMPTY_ROUTE_STATE } from '@forecourt/search'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { modelReserveActionOf } from '../checkout/model-checkout.server.js'
import { siteTimeZone } from '../chrome/site-chrome.js'
import { pageUrlOf } from '../page-url.js'
import type { CarListFilters, SiteModel } from '../platform/platform-client.server.js'
import { fromPlatform, getStorefront, type StorefrontErrorData } from '../tenant/site-context.server.js'
import { nearestLocationsFor } from './nearest-locations.server.js'

interface LoaderArgs {
  request: Request
  params: Record<string, string | undefined>
  context: Readonly<RouterContextProvider>
}

const notFound = () => data<StorefrontErrorData>({ kind: 'page_not_found' }, { status: 404 })

/** The dealer's date 'yyyy-mm-dd', for holiday hours on location cards. */
const dealerToday = (site: SiteConfig) => localDate(new Date(), siteTimeZone(site))

/**
 * /locations/{slug} (§2): one location by its slug, or every location of a dealership by the
 * dealership's slug; the heading names the place without its department suffix. Several locations
 * can be ordered nearest first from `?postcode=` (§7 geocode).
 */
export async function locationLoader({ request, params, context }: LoaderArgs) {
  const { site, platform } = getStorefront(context)
  const locations = locationsForSlug(site.locations, params.slug ?? '')
  const [first] = locations
  if (!first) throw notFound()
  const single = locations.length === 1 && first.slug === params.slug
  const requested = locations.length > 1 ? new URL(request.url).searchParams.get('postcode') : null
  return {
    site,
    title: single ? locationBaseName(first.name) : first.dealership_name,
    today: dealerToday(site),
    ...(await nearestLocationsFor(platform, site.slug, locations, requested)),
  }
}

export interface BodyFilter {
  label: string
  slug: string
}

/** The body types of a site's models, each once, in the models' order. */
export function bodyFilters(models: readonly Pick<SiteModel, 'body'>[]): BodyFilter[] {
  const seen = new Map<string, BodyFilter>()
  for (const { body } of models) {
    if (!body) continue
    const slug = modelsBodySlug(body)
    if (slug && !seen.has(slug)) seen.set(slug, { label: body, slug })
  }
  return [...seen.values()]
}

/**
 * /models, /models?body=all and /models?body={body-type} (§2). A body the site has no model of
 * names nothing: 404, like an unknown path.
 */
export async function modelsLoader({ request, context }: LoaderArgs) {
  const { site, platform } = getStorefront(context)
  const requested = new URL(request.url).searchParams.get('body')
  const models = await fromPlatform(() => platform.listModels(site.slug))
  const bodies = bodyFilters(models)
  const wanted = requested && requested !== 'all' ? modelsBodySlug(requested) : null
  const body = wanted ? bodies.find((filter) => filter.slug === wanted) : undefined
  if (wanted && !body) throw notFound()
  return {
    site,
    bodies,
    body: body ?? null,
    models: body ? models.filter((model) => model.body && modelsBodySlug(model.body) === body.slug) : models,
  }
}

type SearchSite = Pick<SiteConfig, 'search_path' | 'template'>

/** The friendly stock search of one make (§2 /search/{make}), on the site's own search base. */
export function makeSearchHref(site: SearchSite, make: string): string {
  return createSearchRoute(
    { ...EMPTY_ROUTE_STATE, refinementList: { make: [make] } },
    {
      basePath: siteSearchPath(site),
      vocabulary: { makes: [make], models: [], cities: [], dealerships: [], locations: [] },
    },
  )
}

/**
 * A model's stock: a search for the model by name, which never lands on a 404 page when no car of
 * the model is in stock (a /search/{make}/{model} path answers 404 for a model the index lacks).
 */
export function modelSearchHref(site: SearchSite, model: Pick<SiteModel, 'name'>): string {
  return createSearchRoute(
    { ...EMPTY_ROUTE_STATE, query: model.name },
    {
      basePath: siteSearchPath(site),
      vocabulary: { makes: [], models: [], cities: [], dealerships: [], locations: [] },
    },
  )
}

/** /brands/{slug} (§2): a brand the site stocks, its models and its stock search; any other slug 404s. */
export async function brandLoader({ params, context }: LoaderArgs) {
  const { site, platform } = getStorefront(context)
  // §2: some brand slugs open a fixed model or brand page; 302, as the site's settings may change.
  const link = Object.hasOwn(site.config.brand_links, params.slug ?? '')
    ? site.config.brand_links[params.slug ?? '']
    : undefined
  if (link) throw redirect(link)
  const [manufacturers, models] = await fromPlatform(() =>
    Promise.all([platform.listManufacturers(site.slug), platform.listModels(site.slug)]),
  )
  const brand = manufacturers.find((entry) => entry.slug === params.slug)
  if (!brand) throw notFound()
  return {
    site,
    brand,
    models: models.filter((model) => model.manufacturer_id === brand.id),
    searchHref: makeSearchHref(site, brand.name),
  }
}

// Only a slug-shaped segment can be a model; anything else (favicon.ico, a nested path) is answered
// without asking the platform.
const MODEL_PATH = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\.data)?$/

/**
 * /{model slug} (§2 model pages) for the catch-all route: the page of one of the site's own
 * models, or null when the path names none — the catch-all then answers its 404 page, so a model
 * page never swallows an unknown path.
 */
export async function modelPageOf({ request, context }: LoaderArgs) {
  const slug = MODEL_PATH.exec(new URL(request.url).pathname)?.[1]
  if (!slug) return null
  const { site, platform } = getStorefront(context)
  const models = await fromPlatform(() => platform.listModels(site.slug))
  const model = models.find((entry) => entry.slug === slug)
  if (!model) return null
  const manufacturers = await fromPlatform(() => platform.listManufacturers(site.slug))
  const brand = manufacturers.find((entry) => entry.id === model.manufacturer_id) ?? null
  return {
    site,
    model,
    brand,
    searchHref: modelSearchHref(site, model),
    reserve: modelReserveActionOf(site, model),
  }
}

/** The stock pages of §2 and the platform filter each lists. */
const STOCK_PAGES = {
  'special-offers': { title: 'Special Offers', filters: { tag: ['Special'] } },
  'electric-cars': { title: 'Electric Cars', filters: { simple_fuel: ['Electric'] } },
} as const satisfies Record<string, { title: string; filters: CarListFilters }>
type StockPageId = keyof typeof STOCK_PAGES

/** The page number of `?page=`; anything but a whole number from 1 is page 1. */
export function pageNumberOf(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1')
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** /special-offers (cars tagged 'Special', §3) and /electric-cars: one page of that stock. */
export async function stockPageLoader({ request, context }: LoaderArgs) {
  const { site, platform } = getStorefront(context)
  const url = pageUrlOf(request)
  const id = url.pathname.replace(/^\/+|\/+$/g, '')
  if (!Object.hasOwn(STOCK_PAGES, id)) throw notFound()
  const stockPage = STOCK_PAGES[id as StockPageId]
  const page = pageNumberOf(url)
  const result = await fromPlatform(() =>
    platform.listCars(site.slug, { page, perPage: SEARCH_PAGE_SIZE, filters: stockPage.filters }),
  )
  const cars = result?.cars ?? []
  const totalPages = result?.total_pages ?? 0
  // A page past the last names nothing (page 1 of an empty list still shows its empty state).
  if (page > 1 && page > totalPages) throw notFound()
  return {
    site,
    id: id as StockPageId,
    title: stockPage.title,
    cars,
    total: result?.total ?? 0,
    page,
    totalPages,
    now: new Date().toISOString(),
  }
}

/** The pages made from the site's own data, by path (§2). */
const SITE_PAGES = {
  'privacy-policy': { kind: 'privacy', title: 'Privacy Policy' },
  'pages/privacy-statement': { kind: 'privacy', title: 'Privacy Policy' },
  faqs: { kind: 'faqs', title: 'Frequently Asked Questions' },
  finance: { kind: 'finance', title: 'Finance' },
  terms: { kind: 'terms', title: 'Terms and Conditions' },
} as const
type SitePagePath = keyof typeof SITE_PAGES

/** /privacy-policy, /pages/privacy-statement, /faqs, /finance and /terms: which page a path is. */
export function sitePageLoader({ request, context }: LoaderArgs) {
  const { site } = getStorefront(context)
  const path = pageUrlOf(request).pathname.replace(/^\/+|\/+$/g, '')
  if (!Object.hasOwn(SITE_PAGES, path)) throw notFound()
  const page = SITE_PAGES[path as SitePagePath]
  // Terms are the dealer's own words (§1 terms texts): a site without them has no terms page.
  if (page.kind === 'terms' && !site.config.terms_text?.trim()) throw notFound()
  return { site, kind: page.kind, title: page.title, path: `/${path}` }
}
