// URL <-> search state for every search path of spec §2: the site's base path, the dealer's own
// paths (site config `search_paths`: /search/used-motorcycles, /search/used-cars-brisbane,
// /search/subscription-cars-{city}… each stands for its filter), and friendly paths when a single
// make, model, car type, body, city, dealership or location is selected — /search/{make},
// /search/{make}/{model}, /search/{city}/{make}, /search/{bodytype}, /search/{car-type}-cars,
// /search/new-and-demo-cars, /search/{city}, /search/dealership/{slug}, /search/location/{slug}.
// Everything else stays in the query string as InstantSearch writes it.
// Invariant (property-tested): parseSearchRoute(createSearchRoute(state)) deep-equals state.
//
// Path segments are lower-case slugs; a slug maps back to its facet value through the vocabulary
// (the values the index holds), so a value only moves into the path when that mapping is unique.
// A path is written only after reading it back gives the very refinements it replaces, so a
// dealer path that shadows a make or city never changes what a URL means.
import {
  type DealerSearchPath,
  dealerSearchPathsFor,
  manufacturerSlug,
  type ResolvedSearchPath,
  resolveDealerSearchPath,
  SEARCH_BODY_TYPES,
  uniqueSlugMap,
} from '@forecourt/domain'

export interface SearchRouteState {
  query: string
  /** 1-based; page 1 is never written. */
  page: number
  refinementList: Record<string, string[]>
  menu: Record<string, string>
  /** InstantSearch range strings, 'min:max' (either side may be empty). */
  range: Record<string, string>
  /** Switches that are on (the LAMS approved filter); a switch that is off is not written. */
  toggle: Record<string, boolean>
  /** A replica index name, or '' for the default order. */
  sortBy: string
}

export const EMPTY_ROUTE_STATE: SearchRouteState = {
  query: '',
  page: 1,
  refinementList: {},
  menu: {},
  range: {},
  toggle: {},
  sortBy: '',
}

/** Facet values a path segment may stand for. */
export interface SearchVocabulary {
  makes: readonly string[]
  models: readonly string[]
  cities: readonly string[]
  dealerships: readonly string[]
  locations: readonly string[]
  /** States the index holds, for dealer paths with a {state} placeholder. */
  states?: readonly string[]
}

export interface SearchRouteConfig {
  /** The site's listing path, e.g. /search/new-used-and-demo-cars/ (§2, by template or slug). */
  basePath: string
  vocabulary: SearchVocabulary
  /** The site's own search paths (site config `search_paths`), each standing for its filter. */
  dealerPaths?: readonly DealerSearchPath[]
}

/** Attributes the friendly paths read and write. */
export const PATH_ATTRIBUTES = {
  make: 'make',
  model: 'model',
  carType: 'car_type',
  body: 'simple_body',
  city: 'city',
  dealership: 'dealership_slug',
  location: 'location_slug',
} as const

const SEARCH_ROOT = '/search'
const CAR_TYPE_PATHS: Record<string, readonly string[]> = {
  'new-cars': ['new'],
  'used-cars': ['used'],
  'demo-cars': ['demo'],
  'new-and-demo-cars': ['new', 'demo'],
}
const RESERVED_SEGMENTS = new Set(['dealership', 'location'])

export const slugOf = (value: string): string => manufacturerSlug(value)

const trimSlash = (path: string) => path.replace(/\/+$/, '') || '/'

/** slug → value, keeping only slugs that name exactly one value. */
const slugMap = uniqueSlugMap

interface Lookups {
  makes: Map<string, string>
  models: Map<string, string>
  cities: Map<string, string>
  dealerships: Map<string, string>
  locations: Map<string, string>
  bodies: Map<string, string>
}

const lookupCache = new WeakMap<SearchVocabulary, Lookups>()

function lookupsOf(vocabulary: SearchVocabulary): Lookups {
  let lookups = lookupCache.get(vocabulary)
  if (!lookups) {
    const bodies = slugMap(SEARCH_BODY_TYPES)
    const makes = slugMap(vocabulary.makes)
    // A city shares the single-segment space with makes, bodies and car types: drop clashes.
    const cities = slugMap(vocabulary.cities)
    for (const slug of [...cities.keys()]) {
      if (makes.has(slug) || bodies.has(slug) || slug in CAR_TYPE_PATHS || RESERVED_SEGMENTS.has(slug)) {
        cities.delete(slug)
      }
    }
    lookups = {
      makes,
      models: slugMap(vocabulary.models),
      cities,
      dealerships: slugMap(vocabulary.dealerships),
      locations: slugMap(vocabulary.locations),
      bodies,
    }
    lookupCache.set(vocabulary, lookups)
  }
  return lookups
}

const placeholderValuesCache = new WeakMap<
  SearchVocabulary,
  { cities: readonly string[]; states: readonly string[] }
>()
/** The values a dealer path's {city} or {state} may stand for. */
function placeholderValuesOf(vocabulary: SearchVocabulary) {
  let values = placeholderValuesCache.get(vocabulary)
  if (!values) {
    values = { cities: vocabulary.cities, states: vocabulary.states ?? [] }
    placeholderValuesCache.set(vocabulary, values)
  }
  return values
}

const single = (state: SearchRouteState, attribute: string): string | null => {
  const values = state.refinementList[attribute]
  return values?.length === 1 ? (values[0] as string) : null
}

const slugFor = (map: Map<string, string>, value: string | null): string | null => {
  if (value === null) return null
  const slug = slugOf(value)
  return map.get(slug) === value ? slug : null
}

interface PathCandidate {
  path: string
  used: readonly string[]
}

/** The built-in friendly path of a state and the attributes it consumed, or null. */
function friendlyPath(state: SearchRouteState, config: SearchRouteConfig): PathCandidate | null {
  const lookups = lookupsOf(config.vocabulary)
  const make = slugFor(lookups.makes, single(state, PATH_ATTRIBUTES.make))
  const model = slugFor(lookups.models, single(state, PATH_ATTRIBUTES.model))
  const city = slugFor(lookups.cities, single(state, PATH_ATTRIBUTES.city))
  const body = slugFor(lookups.bodies, single(state, PATH_ATTRIBUTES.body))
  const dealership = slugFor(lookups.dealerships, single(state, PATH_ATTRIBUTES.dealership))
  const location = slugFor(lookups.locations, single(state, PATH_ATTRIBUTES.location))
  const types = state.refinementList[PATH_ATTRIBUTES.carType]
  const typePath = Object.entries(CAR_TYPE_PATHS).find(
    ([, values]) => types && values.length === types.length && values.every((value, i) => types[i] === value),
  )?.[0]
  const base = trimSlash(config.basePath)
  if (make && model) return { path: `${SEARCH_ROOT}/${make}/${model}`, used: ['make', 'model'] }
  if (city && make) return { path: `${SEARCH_ROOT}/${city}/${make}`, used: ['city', 'make'] }
  if (make) return { path: `${SEARCH_ROOT}/${make}`, used: ['make'] }
  if (body) return { path: `${SEARCH_ROOT}/${body}`, used: ['simple_body'] }
  if (typePath && `${SEARCH_ROOT}/${typePath}` !== base) {
    return { path: `${SEARCH_ROOT}/${typePath}`, used: ['car_type'] }
  }
  if (city) return { path: `${SEARCH_ROOT}/${city}`, used: ['city'] }
  if (dealership) return { path: `${SEARCH_ROOT}/dealership/${dealership}`, used: ['dealership_slug'] }
  if (location) return { path: `${SEARCH_ROOT}/location/${location}`, used: ['location_slug'] }
  return null
}

const sameRefinements = (a: Record<string, string[]> | null, b: Record<string, string[]>) =>
  a !== null &&
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(b).every(([attribute, values]) => {
    const other = a[attribute]
    return (
      other !== undefined && other.length === values.length && other.every((value, i) => value === values[i])
    )
  })

/** The first candidate path that reads back as exactly the refinements it takes from the state. */
function pathFor(state: SearchRouteState, config: SearchRouteConfig): PathCandidate | null {
  const dealer = dealerSearchPathsFor(
    state.refinementList,
    config.dealerPaths ?? [],
    placeholderValuesOf(config.vocabulary),
  ).map((candidate) => ({ path: candidate.href, used: Object.keys(candidate.refinements) }))
  const builtIn = friendlyPath(state, config)
  for (const candidate of builtIn ? [...dealer, builtIn] : dealer) {
    const consumed = Object.fromEntries(
      candidate.used.map((attribute) => [attribute, state.refinementList[attribute] ?? []]),
    )
    if (sameRefinements(refinementsOfPath(candidate.path, config), consumed)) return candidate
  }
  return null
}

/** Path and query string of a state; page 1 omitted (§2). */
export function createSearchRoute(state: SearchRouteState, config: SearchRouteConfig): string {
  const friendly = pathFor(state, config)
  const params = new URLSearchParams()
  if (state.query) params.set('query', state.query)
  for (const [attribute, values] of Object.entries(state.refinementList)) {
    if (friendly?.used.includes(attribute)) continue
    values.forEach((value, index) => {
      params.append(`refinementList[${attribute}][${index}]`, value)
    })
  }
  for (const [attribute, value] of Object.entries(state.menu)) params.set(`menu[${attribute}]`, value)
  for (const [attribute, value] of Object.entries(state.range)) params.set(`range[${attribute}]`, value)
  for (const [attribute, on] of Object.entries(state.toggle))
    if (on) params.set(`toggle[${attribute}]`, 'true')
  if (state.sortBy) params.set('sortBy', state.sortBy)
  if (state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  const path = friendly?.path ?? config.basePath
  return query ? `${path}?${query}` : path
}

const REFINEMENT_PARAM = /^refinementList\[([^\]]+)\]\[(\d+)\]$/
const KEYED_PARAM = /^(menu|range)\[([^\]]+)\]$/
const TOGGLE_PARAM = /^toggle\[([^\]]+)\]$/

/** The decoded segments after /search/, or null when one is not valid percent-encoding. */
function segmentsOf(path: string): string[] | null {
  try {
    return path
      .slice(SEARCH_ROOT.length + 1)
      .split('/')
      .map(decodeURIComponent)
  } catch {
    return null
  }
}

/** The refinements a path stands for, or null when the path is not a search listing. */
function refinementsOfPath(pathname: string, config: SearchRouteConfig): Record<string, string[]> | null {
  const path = trimSlash(pathname)
  if (path === trimSlash(config.basePath)) return {}
  if (!path.startsWith(`${SEARCH_ROOT}/`)) return null
  const segments = segmentsOf(path)
  if (!segments) return null
  const lookups = lookupsOf(config.vocabulary)
  const [first = '', second] = segments
  // A dealer's own path means what the dealer says, before any built-in reading of the segment.
  if (segments.length === 1) {
    const dealer = resolveDealerSearchPath(
      first,
      config.dealerPaths ?? [],
      placeholderValuesOf(config.vocabulary),
    )
    if (dealer) return dealer.refinements
  }
  if (segments.length === 2 && second !== undefined) {
    const make = lookups.makes.get(first)
    const model = lookups.models.get(second)
    if (make && model) return { make: [make], model: [model] }
    const city = lookups.cities.get(first)
    const cityMake = lookups.makes.get(second)
    if (city && cityMake) return { city: [city], make: [cityMake] }
    const dealership = first === 'dealership' ? lookups.dealerships.get(second) : undefined
    if (dealership) return { dealership_slug: [dealership] }
    const location = first === 'location' ? lookups.locations.get(second) : undefined
    if (location) return { location_slug: [location] }
    return null
  }
  if (segments.length !== 1) return null
  const make = lookups.makes.get(first)
  if (make) return { make: [make] }
  const body = lookups.bodies.get(first)
  if (body) return { simple_body: [body] }
  const types = CAR_TYPE_PATHS[first]
  if (types) return { car_type: [...types] }
  const city = lookups.cities.get(first)
  if (city) return { city: [city] }
  return null
}

/**
 * The dealer path a URL is on, with its title and the refinements it stands for (which
 * parseSearchRoute already puts in the state), or null — also on the base path, whose listing is
 * unfiltered, unless the dealer path there fixes nothing and only names it.
 */
export function dealerSearchPathAt(url: URL, config: SearchRouteConfig): ResolvedSearchPath | null {
  const path = trimSlash(url.pathname)
  if (!path.startsWith(`${SEARCH_ROOT}/`)) return null
  const segments = segmentsOf(path)
  const segment = segments?.length === 1 ? segments[0] : undefined
  if (segment === undefined) return null
  const dealer = resolveDealerSearchPath(
    segment,
    config.dealerPaths ?? [],
    placeholderValuesOf(config.vocabulary),
  )
  if (!dealer) return null
  const onBase = path === trimSlash(config.basePath)
  return onBase && Object.keys(dealer.refinements).length > 0 ? null : dealer
}

/** The listing's heading at a URL: the dealer path's title, else the family's own heading. */
export function searchHeadingAt(url: URL, config: SearchRouteConfig, familyHeading: string): string {
  return dealerSearchPathAt(url, config)?.title ?? familyHeading
}

/** The search state of a URL, or null when the URL is not a search listing. */
export function parseSearchRoute(url: URL, config: SearchRouteConfig): SearchRouteState | null {
  const fromPath = refinementsOfPath(url.pathname, config)
  if (!fromPath) return null
  return searchStateOf(url.searchParams, fromPath)
}

/** The state held by a query string, on top of what the path selected. */
export function searchStateOf(
  params: URLSearchParams,
  fromPath: Record<string, string[]> = {},
): SearchRouteState {
  const state: SearchRouteState = {
    query: params.get('query') ?? '',
    page: 1,
    refinementList: {},
    menu: {},
    range: {},
    toggle: {},
    sortBy: params.get('sortBy') ?? '',
  }
  const page = Number(params.get('page'))
  if (Number.isInteger(page) && page > 1) state.page = page
  const indexed: Record<string, [number, string][]> = {}
  for (const [key, value] of params) {
    const refinement = REFINEMENT_PARAM.exec(key)
    if (refinement?.[1] && value !== '') {
      indexed[refinement[1]] ??= []
      indexed[refinement[1]]?.push([Number(refinement[2]), value])
      continue
    }
    const keyed = KEYED_PARAM.exec(key)
    if (keyed?.[1] && keyed[2] && value !== '') state[keyed[1] as 'menu' | 'range'][keyed[2]] = value
    const toggle = TOGGLE_PARAM.exec(key)
    if (toggle?.[1] && value === 'true') state.toggle[toggle[1]] = true
  }
  // Path refinements come first, in the order the path names them, as createSearchRoute reads them.
  for (const [attribute, values] of Object.entries(fromPath)) state.refinementList[attribute] = [...values]
  for (const [attribute, entries] of Object.entries(indexed)) {
    state.refinementList[attribute] = entries.sort((a, b) => a[0] - b[0]).map(([, value]) => value)
  }
  return state
}
