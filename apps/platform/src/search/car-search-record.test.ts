import {
  CarSchema,
  DEALER_SEARCH_PATH_ATTRIBUTES,
  FAMILY_PROFILES,
  FAMILY_SEARCH_ATTRIBUTES,
  SEARCH_HIT_ATTRIBUTES,
  siteFinanceEstimate,
  TEMPLATES,
} from '@forecourt/domain'
import { describe, expect, it } from 'vitest'
import { CAR_INDEX_SETTINGS } from './car-index-settings.js'
import { carSearchRecord, type RecordSite } from './car-search-record.js'
import { parseFacetAttributes } from './engine/index-settings.js'
import { syntheticCars } from './synthetic-cars.js'

const [generated] = syntheticCars(1)
if (!generated) throw new Error('no synthetic car')
const car = {
  ...generated,
  price: 25990,
  payment_processors: [
    {
      authorization_type: 'stripe' as const,
      authorization_key: 'pk_test_secret_enough',
      deposit_amount: 500,
      apple_pay_enabled: false,
      google_pay_enabled: false,
      google_merchant_id: null,
    },
  ],
  finance_lenders: [{ name: 'Angle', deposit: 2000, termYears: 4 }],
}
const angleSite: RecordSite = {
  slug: 'coastal-motors',
  name: 'Coastal Motors',
  finance: { layout: 'angle', annual_rate: 8.99, comparison_rate: 9.49, term_years: 5 },
}

describe('carSearchRecord', () => {
  it('carries the lender offers, so a card quotes the car page’s Angle estimate from the hit alone', () => {
    const record = carSearchRecord(car, angleSite)
    expect(record.finance_lenders).toEqual([{ name: 'Angle', deposit: 2000, termYears: 4 }])
    const fromHit = siteFinanceEstimate({ ...record, listing: record.listing_terms }, angleSite.finance)
    expect(fromHit).toBeDefined()
    expect(fromHit).toEqual(siteFinanceEstimate(car, angleSite.finance))
  })

  it('never carries a payment processor or its key: every record is public', () => {
    const record = carSearchRecord(car, angleSite)
    expect(record).not.toHaveProperty('payment_processors')
    expect(JSON.stringify(record)).not.toContain('pk_test_secret_enough')
  })

  it('holds every attribute a listing retrieves, and retrieves every car field it holds', () => {
    const record = carSearchRecord(car, angleSite)
    expect(SEARCH_HIT_ATTRIBUTES.filter((attribute) => !(attribute in record))).toEqual([])
    // A card field the indexer starts writing is one a listing must ask for, or cards never see it.
    const carFields = Object.keys(record).filter((key) => key in CarSchema.shape && key !== 'listing')
    const retrieved: readonly string[] = SEARCH_HIT_ATTRIBUTES
    expect(carFields.filter((key) => !retrieved.includes(key))).toEqual([])
  })

  it('has a weekly price range only when the site shows finance and the car has a price', () => {
    expect(carSearchRecord(car, angleSite).weekly_price_range).not.toBeNull()
    expect(carSearchRecord(car, { ...angleSite, finance: undefined }).weekly_price_range).toBeNull()
    expect(carSearchRecord({ ...car, price: 0 }, angleSite).weekly_price_range).toBeNull()
  })
})

describe('family attributes in the record (issue 11)', () => {
  const truck = {
    ...car,
    simple_body: 'Prime Mover',
    price: 420_000,
    specs: {
      kind: 'truck' as const,
      gvm_kg: 26_000,
      gcm_kg: 90_000,
      axle_configuration: '6x4' as const,
      engine_hours: 1_200,
      engine_power_hp: 615,
    },
  }
  const trucksSite: RecordSite = { ...angleSite, template: 'trucks', region: 'AU' }

  it('holds a truck’s GVM, axles and licence class for the site’s region, and its specs whole', () => {
    const record = carSearchRecord(truck, trucksSite)
    expect(record).toMatchObject({
      listing: 'sale',
      gvm_kg: 26_000,
      gcm_kg: 90_000,
      axle_configuration: '6x4',
      licence_class: 'MC',
      engine_cc: null,
      berths: null,
      specs: truck.specs,
      listing_terms: { kind: 'sale' },
    })
    expect(carSearchRecord(truck, { ...trucksSite, region: 'NZ' }).licence_class).toBe('Class 5')
    expect(record.filtered_features).toContain('MC licence')
  })

  it('buckets prices by the family’s own price ranges', () => {
    expect(carSearchRecord(truck, trucksSite).price_range).toBe('$400,000+')
    expect(carSearchRecord(truck, { ...trucksSite, template: undefined }).price_range).toBe('$100,000+')
  })

  it('holds a subscription’s weekly price and term, flat for facets and whole for the card', () => {
    const listing = {
      kind: 'subscription' as const,
      weekly_price: 189,
      minimum_term_months: 3,
      km_allowance_per_week: 500,
      bond: 500,
    }
    const record = carSearchRecord(
      { ...car, price: 0, listing },
      { ...angleSite, template: 'subscriptions', region: 'NZ' },
    )
    expect(record).toMatchObject({
      listing: 'subscription',
      weekly_rate: 189,
      minimum_term_months: 3,
      listing_terms: listing,
    })
  })
})

describe('index settings for every family (issue 11)', () => {
  const faceted = parseFacetAttributes(CAR_INDEX_SETTINGS.attributesForFaceting)
  const withCounts = new Set(faceted.filter((entry) => !entry.filterOnly).map((entry) => entry.attribute))

  it.each(TEMPLATES)(
    'counts every facet and tab of the %s profile, and ranges its price slider',
    (template) => {
      const profile = FAMILY_PROFILES[template]
      for (const facet of profile.facets) expect(withCounts, facet.attribute).toContain(facet.attribute)
      for (const tab of profile.facetTabs) {
        if (tab.kind === 'refinement') expect(withCounts, tab.attribute).toContain(tab.attribute)
      }
      expect(withCounts).toContain(profile.priceSlider.attribute)
    },
  )

  it('counts every attribute a dealer path may fix and every family attribute', () => {
    for (const attribute of DEALER_SEARCH_PATH_ATTRIBUTES) expect(withCounts, attribute).toContain(attribute)
    for (const attribute of Object.keys(FAMILY_SEARCH_ATTRIBUTES))
      expect(withCounts, attribute).toContain(attribute)
  })
})
