import { siteFinanceEstimate } from '@forecourt/domain'
import { describe, expect, it } from 'vitest'
import { carSearchRecord, type RecordSite } from './car-search-record.js'
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
    const fromHit = siteFinanceEstimate(record, angleSite.finance)
    expect(fromHit).toBeDefined()
    expect(fromHit).toEqual(siteFinanceEstimate(car, angleSite.finance))
  })

  it('never carries a payment processor or its key: every record is public', () => {
    const record = carSearchRecord(car, angleSite)
    expect(record).not.toHaveProperty('payment_processors')
    expect(JSON.stringify(record)).not.toContain('pk_test_secret_enough')
  })

  it('has a weekly price range only when the site shows finance and the car has a price', () => {
    expect(carSearchRecord(car, angleSite).weekly_price_range).not.toBeNull()
    expect(carSearchRecord(car, { ...angleSite, finance: undefined }).weekly_price_range).toBeNull()
    expect(carSearchRecord({ ...car, price: 0 }, angleSite).weekly_price_range).toBeNull()
  })
})
