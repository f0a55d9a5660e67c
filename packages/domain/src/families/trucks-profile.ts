import { TEMPLATE_SEARCH_PATHS } from '../search-attributes.js'
import { PLACE_FACETS } from './cars-profile.js'
import { type FamilyProfile, type PriceSlider, stockVocabulary } from './family-profile.js'
import { KM_RANGE_FACET, priceRangeFacet, YEAR_RANGE_FACET } from './range-facets.js'

const TRUCK_PRICE_SLIDER: PriceSlider = {
  attribute: 'price',
  label: 'Price',
  min: 10_000,
  max: 800_000,
  step: 5_000,
}

/** Trucks: bought by GVM, axles and the licence they need; prices run to prime movers' $500,000+. */
export const TRUCKS_PROFILE: FamilyProfile = {
  template: 'trucks',
  vocabulary: stockVocabulary('truck', 'trucks'),
  listings: ['sale'],
  searchPath: TEMPLATE_SEARCH_PATHS.trucks,
  facets: [
    { attribute: 'make', label: 'Make', kind: 'refinement' },
    { attribute: 'model', label: 'Model', kind: 'refinement' },
    { attribute: 'car_type', label: 'Condition', kind: 'refinement' },
    { attribute: 'simple_body', label: 'Body', kind: 'refinement' },
    { attribute: 'licence_class', label: 'Licence class', kind: 'refinement' },
    { attribute: 'axle_configuration', label: 'Axle configuration', kind: 'refinement' },
    { attribute: 'gvm_kg', label: 'GVM', kind: 'range', unit: 'kg' },
    { attribute: 'gcm_kg', label: 'GCM', kind: 'range', unit: 'kg' },
    { attribute: 'price_range', label: 'Price', kind: 'refinement' },
    priceRangeFacet(TRUCK_PRICE_SLIDER),
    KM_RANGE_FACET,
    YEAR_RANGE_FACET,
    { attribute: 'simple_transmission', label: 'Transmission', kind: 'refinement' },
    ...PLACE_FACETS,
  ],
  facetTabs: [
    { attribute: 'make', label: 'Brand', kind: 'refinement' },
    { attribute: 'simple_body', label: 'Body', kind: 'refinement' },
    { attribute: 'price_range', label: 'Price', kind: 'price' },
    { attribute: 'licence_class', label: 'Licence Class', kind: 'refinement' },
    { attribute: 'make_model', label: 'Model', kind: 'refinement' },
  ],
  defaultFacetTab: 'make',
  priceSlider: TRUCK_PRICE_SLIDER,
  priceBuckets: [25_000, 50_000, 75_000, 100_000, 150_000, 200_000, 300_000, 400_000],
  cardAttributes: [
    'car_type',
    'simple_body',
    'gvm_kg',
    'axle_configuration',
    'licence_class',
    'km',
    'stocknum',
  ],
  summaryAttributes: ['km', 'simple_body', 'licence_class', 'gvm_kg', 'engine_hours'],
  specificationAttributes: [
    'year',
    'km',
    'engine_hours',
    'simple_body',
    'gvm_kg',
    'gcm_kg',
    'axle_configuration',
    'licence_class',
    'engine_power_hp',
    'simple_transmission',
    'simple_fuel',
    'stocknum',
    'vin',
  ],
  attributeLabels: {},
  // schema.org has no truck type: a truck is a Vehicle with its body type and weight.
  schemaOrgType: 'Vehicle',
}
