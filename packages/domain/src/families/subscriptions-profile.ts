import { TEMPLATE_SEARCH_PATHS } from '../search-attributes.js'
import { CAR_PRICE_BUCKETS, PLACE_FACETS } from './cars-profile.js'
import { countOf, type FamilyProfile, stockVocabulary } from './family-profile.js'
import { SEATS_RANGE_FACET, YEAR_RANGE_FACET } from './range-facets.js'

const cars = stockVocabulary('car', 'cars')

/**
 * Subscriptions: cars taken by the week, registration, insurance and servicing included, or rented
 * by the day; a shopper subscribes or books, never pays a deposit (issue 11).
 */
export const SUBSCRIPTIONS_PROFILE: FamilyProfile = {
  template: 'subscriptions',
  vocabulary: {
    ...cars,
    searchHeading: 'Subscription cars',
    searchTitle: 'Subscription cars',
    searchLink: 'Subscription Cars',
    stockHeadline: (count) => `${countOf(cars, count)} to subscribe to or rent`,
    searchAll: (count) => `Browse all ${countOf(cars, count)}`,
  },
  listings: ['subscription', 'rental'],
  searchPath: TEMPLATE_SEARCH_PATHS.subscriptions,
  facets: [
    { attribute: 'listing', label: 'Subscribe or rent', kind: 'refinement' },
    { attribute: 'make', label: 'Make', kind: 'refinement' },
    { attribute: 'model', label: 'Model', kind: 'refinement' },
    { attribute: 'weekly_rate', label: 'Weekly price', kind: 'range', unit: '$' },
    { attribute: 'minimum_term_months', label: 'Minimum term', kind: 'refinement' },
    { attribute: 'simple_body', label: 'Body', kind: 'refinement' },
    { attribute: 'simple_fuel', label: 'Fuel type', kind: 'refinement' },
    { attribute: 'simple_transmission', label: 'Transmission', kind: 'refinement' },
    YEAR_RANGE_FACET,
    SEATS_RANGE_FACET,
    { attribute: 'pickup_location', label: 'Pick-up location', kind: 'refinement' },
    ...PLACE_FACETS,
  ],
  facetTabs: [
    { attribute: 'make', label: 'Brand', kind: 'refinement' },
    { attribute: 'simple_body', label: 'Body', kind: 'refinement' },
    { attribute: 'weekly_rate', label: 'Weekly Price', kind: 'price' },
    { attribute: 'simple_fuel', label: 'Fuel Type', kind: 'refinement' },
    { attribute: 'make_model', label: 'Model', kind: 'refinement' },
  ],
  defaultFacetTab: 'make',
  priceSlider: { attribute: 'weekly_rate', label: 'Weekly price', min: 50, max: 1_000, step: 10 },
  priceBuckets: CAR_PRICE_BUCKETS,
  cardAttributes: [
    'listing',
    'simple_body',
    'simple_transmission',
    'minimum_term',
    'km_allowance',
    'pickup_location',
    'stocknum',
  ],
  summaryAttributes: [
    'minimum_term',
    'km_allowance',
    'pickup_location',
    'simple_body',
    'simple_transmission',
    'km',
  ],
  specificationAttributes: [
    'listing',
    'weekly_price',
    'inclusions',
    'minimum_term',
    'km_allowance',
    'bond',
    'daily_rate',
    'weekly_rate',
    'pickup_location',
    'year',
    'km',
    'simple_body',
    'simple_transmission',
    'simple_fuel',
    'seats',
    'stocknum',
  ],
  attributeLabels: {},
  schemaOrgType: 'Car',
}
