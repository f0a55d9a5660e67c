import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, PRICE_SLIDER_STEP } from '../constants.js'
import { DEFAULT_CAR_SEARCH_ATTRIBUTES, TEMPLATE_SEARCH_PATHS } from '../search-attributes.js'
import { type FamilyFacet, type FamilyProfile, stockVocabulary } from './family-profile.js'
import { KM_RANGE_FACET, priceRangeFacet, SEATS_RANGE_FACET, YEAR_RANGE_FACET } from './range-facets.js'

/** Where every family's listing ends: where its stock is and who sells it. */
export const PLACE_FACETS: readonly FamilyFacet[] = [
  { attribute: 'city', label: 'City', kind: 'refinement' },
  { attribute: 'location_slug', label: 'Location', kind: 'refinement' },
  { attribute: 'dealership_slug', label: 'Dealership', kind: 'refinement' },
]

/** Price buckets of the price_range facet for cars (§3 names the facet, not its buckets). */
export const CAR_PRICE_BUCKETS = [
  5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 75000, 100000,
] as const

/** Cars: the spec's own words, facets, picker tabs (§2, §4), slider (§9) and card attributes (§9). */
export const CARS_PROFILE: FamilyProfile = {
  template: 'cars',
  vocabulary: stockVocabulary('car', 'cars'),
  listings: ['sale'],
  searchPath: TEMPLATE_SEARCH_PATHS.cars,
  facets: [
    { attribute: 'make', label: 'Make', kind: 'refinement' },
    { attribute: 'model', label: 'Model', kind: 'refinement' },
    { attribute: 'car_type', label: 'Condition', kind: 'refinement' },
    { attribute: 'price_range', label: 'Price', kind: 'refinement' },
    priceRangeFacet({ step: PRICE_SLIDER_STEP }),
    { attribute: 'weekly_price_range', label: 'Weekly repayments', kind: 'refinement' },
    KM_RANGE_FACET,
    YEAR_RANGE_FACET,
    SEATS_RANGE_FACET,
    { attribute: 'simple_body', label: 'Body', kind: 'refinement' },
    { attribute: 'simple_fuel', label: 'Fuel type', kind: 'refinement' },
    { attribute: 'simple_transmission', label: 'Transmission', kind: 'refinement' },
    ...PLACE_FACETS,
  ],
  facetTabs: [
    { attribute: 'make', label: 'Brand', kind: 'refinement' },
    { attribute: 'simple_body', label: 'Body', kind: 'refinement' },
    { attribute: 'price_range', label: 'Price', kind: 'price' },
    { attribute: 'simple_fuel', label: 'Fuel Type', kind: 'refinement' },
    { attribute: 'make_model', label: 'Model', kind: 'refinement' },
  ],
  defaultFacetTab: 'make',
  priceSlider: {
    attribute: 'price',
    label: 'Price',
    min: PRICE_SLIDER_MIN,
    max: PRICE_SLIDER_MAX,
    step: PRICE_SLIDER_STEP,
  },
  priceBuckets: CAR_PRICE_BUCKETS,
  cardAttributes: DEFAULT_CAR_SEARCH_ATTRIBUTES,
  summaryAttributes: ['km', 'simple_transmission', 'simple_body', 'simple_fuel'],
  specificationAttributes: [
    'year',
    'km',
    'simple_body',
    'simple_transmission',
    'simple_fuel',
    'simple_drive',
    'seats',
    'stocknum',
    'vin',
  ],
  attributeLabels: {},
  schemaOrgType: 'Car',
}
