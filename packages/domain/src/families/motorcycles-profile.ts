import { TEMPLATE_SEARCH_PATHS } from '../search-attributes.js'
import { PLACE_FACETS } from './cars-profile.js'
import { type FamilyProfile, type PriceSlider, stockVocabulary } from './family-profile.js'
import { KM_RANGE_FACET, priceRangeFacet, YEAR_RANGE_FACET } from './range-facets.js'

const MOTORCYCLE_PRICE_SLIDER: PriceSlider = {
  attribute: 'price',
  label: 'Price',
  min: 2_000,
  max: 80_000,
  step: 500,
}

/** Motorcycles: chosen by style, engine capacity and whether a learner may ride them (LAMS). */
export const MOTORCYCLES_PROFILE: FamilyProfile = {
  template: 'motorcycles',
  vocabulary: stockVocabulary('motorcycle', 'motorcycles'),
  listings: ['sale'],
  searchPath: TEMPLATE_SEARCH_PATHS.motorcycles,
  facets: [
    { attribute: 'make', label: 'Make', kind: 'refinement' },
    { attribute: 'model', label: 'Model', kind: 'refinement' },
    { attribute: 'car_type', label: 'Condition', kind: 'refinement' },
    { attribute: 'lams', label: 'LAMS approved', kind: 'toggle' },
    { attribute: 'simple_body', label: 'Style', kind: 'refinement' },
    { attribute: 'engine_cc', label: 'Engine capacity', kind: 'range', unit: 'cc' },
    { attribute: 'price_range', label: 'Price', kind: 'refinement' },
    priceRangeFacet(MOTORCYCLE_PRICE_SLIDER),
    KM_RANGE_FACET,
    YEAR_RANGE_FACET,
    ...PLACE_FACETS,
  ],
  facetTabs: [
    { attribute: 'make', label: 'Brand', kind: 'refinement' },
    { attribute: 'simple_body', label: 'Style', kind: 'refinement' },
    { attribute: 'price_range', label: 'Price', kind: 'price' },
    { attribute: 'car_type', label: 'Condition', kind: 'refinement' },
    { attribute: 'make_model', label: 'Model', kind: 'refinement' },
  ],
  defaultFacetTab: 'make',
  priceSlider: MOTORCYCLE_PRICE_SLIDER,
  priceBuckets: [5_000, 7_500, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000],
  cardAttributes: ['car_type', 'simple_body', 'engine_cc', 'lams', 'km', 'stocknum'],
  summaryAttributes: ['km', 'simple_body', 'engine_cc', 'lams'],
  specificationAttributes: [
    'year',
    'km',
    'simple_body',
    'engine_cc',
    'power_kw',
    'lams',
    'simple_transmission',
    'simple_fuel',
    'stocknum',
    'vin',
  ],
  attributeLabels: { simple_body: 'Style' },
  schemaOrgType: 'Motorcycle',
}
