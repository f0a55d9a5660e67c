/** Attributes a car search shows by default on result cards (§9). */
export const DEFAULT_CAR_SEARCH_ATTRIBUTES = [
  'car_type',
  'simple_body',
  'km',
  'simple_transmission',
  'stocknum',
] as const
export type DefaultCarSearchAttribute = (typeof DEFAULT_CAR_SEARCH_ATTRIBUTES)[number]

/** Tabs of the 'Find the perfect car for you' facet picker; make is the default (§2, §4). */
export const FACET_TABS = [
  { attribute: 'make', label: 'Brand' },
  { attribute: 'simple_body', label: 'Body' },
  { attribute: 'price_range', label: 'Price' },
  { attribute: 'simple_fuel', label: 'Fuel Type' },
  { attribute: 'make_model', label: 'Model' },
] as const
export type FacetTabAttribute = (typeof FACET_TABS)[number]['attribute']
export const DEFAULT_FACET_TAB: FacetTabAttribute = 'make'
export const FACET_PICKER_TITLE = 'Find the perfect car for you'

/** Body types with a friendly search path /search/{bodytype} (§2). */
export const SEARCH_BODY_TYPES = ['SUV', 'Hatchback', 'Ute', 'Coupe', 'Sedan', 'Wagon'] as const

/** Search base path when a site sets none (§2). */
export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars/'

/**
 * The search base path by template (§2: "The base path depends on template or slug"). The spec
 * names none for motorcycles; it follows the cars and trucks pattern.
 */
export const TEMPLATE_SEARCH_PATHS = {
  cars: DEFAULT_SEARCH_PATH,
  trucks: '/search/new-used-and-demo-trucks/',
  motorcycles: '/search/new-used-and-demo-motorcycles/',
  rvs: '/search/rv-vehicles/',
  subscriptions: '/search/subscription-cars/',
} as const
