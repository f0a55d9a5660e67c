import { TEMPLATE_SEARCH_PATHS } from '../search-attributes.js'
import { PLACE_FACETS } from './cars-profile.js'
import { type FamilyProfile, type PriceSlider, stockVocabulary } from './family-profile.js'
import { KM_RANGE_FACET, priceRangeFacet, YEAR_RANGE_FACET } from './range-facets.js'

const RV_PRICE_SLIDER: PriceSlider = {
  attribute: 'price',
  label: 'Price',
  min: 10_000,
  max: 500_000,
  step: 1_000,
}

/** RVs: chosen by type, berths, size, weight (and so the tow vehicle), and how far off-road. */
export const RVS_PROFILE: FamilyProfile = {
  template: 'rvs',
  vocabulary: stockVocabulary('RV', 'RVs'),
  listings: ['sale'],
  searchPath: TEMPLATE_SEARCH_PATHS.rvs,
  facets: [
    { attribute: 'make', label: 'Make', kind: 'refinement' },
    { attribute: 'model', label: 'Model', kind: 'refinement' },
    { attribute: 'car_type', label: 'Condition', kind: 'refinement' },
    { attribute: 'simple_body', label: 'Type', kind: 'refinement' },
    { attribute: 'berths', label: 'Berths', kind: 'refinement' },
    { attribute: 'length_m', label: 'Length', kind: 'range', unit: 'm' },
    { attribute: 'atm_kg', label: 'ATM', kind: 'range', unit: 'kg' },
    { attribute: 'off_road_rating', label: 'Off-road rating', kind: 'refinement' },
    { attribute: 'ensuite', label: 'Ensuite', kind: 'toggle' },
    { attribute: 'price_range', label: 'Price', kind: 'refinement' },
    priceRangeFacet(RV_PRICE_SLIDER),
    KM_RANGE_FACET,
    YEAR_RANGE_FACET,
    { attribute: 'state', label: 'State', kind: 'refinement' },
    ...PLACE_FACETS,
  ],
  facetTabs: [
    { attribute: 'make', label: 'Brand', kind: 'refinement' },
    { attribute: 'simple_body', label: 'Type', kind: 'refinement' },
    { attribute: 'price_range', label: 'Price', kind: 'price' },
    { attribute: 'berths', label: 'Berths', kind: 'refinement' },
    { attribute: 'make_model', label: 'Model', kind: 'refinement' },
  ],
  defaultFacetTab: 'make',
  priceSlider: RV_PRICE_SLIDER,
  priceBuckets: [20_000, 40_000, 60_000, 80_000, 100_000, 150_000, 200_000, 300_000],
  cardAttributes: ['car_type', 'simple_body', 'berths', 'length_m', 'atm_kg', 'ensuite', 'stocknum'],
  summaryAttributes: ['simple_body', 'berths', 'length_m', 'atm_kg'],
  specificationAttributes: [
    'year',
    'simple_body',
    'berths',
    'length_m',
    'tare_kg',
    'atm_kg',
    'ball_weight_kg',
    'tow_vehicle',
    'slide_outs',
    'off_road_rating',
    'ensuite',
    'km',
    'simple_transmission',
    'simple_fuel',
    'stocknum',
    'vin',
  ],
  attributeLabels: { simple_body: 'Type' },
  schemaOrgType: 'Vehicle',
}
