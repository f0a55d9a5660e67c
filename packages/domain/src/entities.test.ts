import { describe, expect, it } from 'vitest'
import { SPECIAL_TAGS } from './car.js'
import { findSimilarMessage } from './lead.js'
import { isBuyingLocation, locationSocialLinks, locationTypeOf, longitudeOf } from './location.js'
import { needsPaymentIntent } from './payment-processor.js'
import { CarSchema } from './schemas/car.js'
import { LeadFormSchema } from './schemas/lead.js'
import { LocationSchema } from './schemas/location.js'
import { ManufacturerSchema } from './schemas/manufacturer.js'
import { ModelSchema } from './schemas/model.js'
import { PaymentProcessorSchema } from './schemas/payment-processor.js'
import { SearchHitSchema } from './search-hit.js'
import { carInput, locationInput } from './test-fixtures.js'

describe('CarSchema (§3)', () => {
  it('parses a full car and defaults processor flags', () => {
    const car = CarSchema.parse(carInput)
    expect(car.payment_processors[0]).toMatchObject({ apple_pay_enabled: false, google_merchant_id: null })
    expect(car.location.distribution_locations).toEqual([])
  })

  it.each([
    ['car_type', 'hire'],
    ['km', -1],
    ['year', 1899],
    ['slug', ''],
  ])('rejects a bad %s', (field, value) => {
    expect(CarSchema.safeParse({ ...carInput, [field]: value }).success).toBe(false)
  })

  it('names the special tags', () => {
    expect(SPECIAL_TAGS).toEqual([
      'Test Drive Only',
      '*** Test Drive Vehicle Only ***',
      'Special',
      'Pre-order',
    ])
  })
})

describe('PaymentProcessorSchema (§3, §7)', () => {
  it.each([
    ['stripe', true],
    ['test', true],
    ['till', false],
    ['st_george', false],
  ] as const)('%s needs a payment intent: %s', (type, expected) => {
    const processor = PaymentProcessorSchema.parse({
      authorization_type: type,
      authorization_key: 'k',
      deposit_amount: 200,
    })
    expect(needsPaymentIntent(processor)).toBe(expected)
  })
})

describe('LocationSchema (§3)', () => {
  it('parses the minimal producer shape with defaults', () => {
    const location = LocationSchema.parse(locationInput)
    expect(location).toMatchObject({
      special_hours: [],
      review_count: 0,
      image: null,
      location_subtype: null,
    })
    expect(location.contact_detail.landline_phone).toBeNull()
  })

  it('accepts the new optional fields', () => {
    const location = LocationSchema.parse({
      ...locationInput,
      manufacturers: ['Toyota'],
      reviews: { average_rating: 4.5, count: 2, list: [{ author_name: 'Sam', rating: 5 }] },
      distribution_locations: ['Ipswich'],
      contact_detail: { ...locationInput.contact_detail, youtube_url: 'https://youtube.com/x' },
    })
    expect(location.reviews?.list[0]).toEqual({ author_name: 'Sam', rating: 5, text: '', date: null })
  })

  it.each([
    ['', 'sales'],
    ['sales', 'sales'],
    ['service', 'service'],
    ['parts', 'parts'],
  ] as const)('type %o acts as %s (§3: empty means sales)', (type, expected) => {
    expect(locationTypeOf({ location_type: type })).toBe(expected)
  })

  it.each([
    ['buying', true],
    ['sales,buying', true],
    [null, false],
    ['service', false],
  ])('subtype %s is a buying centre: %s', (subtype, expected) => {
    expect(isBuyingLocation({ location_subtype: subtype })).toBe(expected)
  })

  it.each([
    [{}, []],
    [{ youtube_url: null, linkedin_url: null }, []],
    [
      {
        youtube_url: 'https://www.youtube.com/@dealer',
        linkedin_url: 'https://www.linkedin.com/company/dealer',
      },
      [
        { network: 'youtube', href: 'https://www.youtube.com/@dealer' },
        { network: 'linkedin', href: 'https://www.linkedin.com/company/dealer' },
      ],
    ],
    [
      { youtube_url: 'javascript:alert(1)', linkedin_url: 'https://www.linkedin.com/company/dealer' },
      [{ network: 'linkedin', href: 'https://www.linkedin.com/company/dealer' }],
    ],
    [{ youtube_url: '/videos', linkedin_url: '' }, []],
  ])('contact %o links to %o (§3 youtube_url, linkedin_url; unsafe links left out)', (urls, expected) => {
    const contact_detail = {
      phone: '07 3000 0000',
      landline_phone: null,
      email: null,
      opening_hours: [],
      ...urls,
    }
    expect(locationSocialLinks({ contact_detail })).toEqual(expected)
  })

  it.each([
    [{ lng: 153, lang: 1 }, 153],
    [{ lng: null, lang: 152 }, 152],
    [{ lng: null }, null],
  ])('longitude of %o is %s', (address, expected) => {
    expect(longitudeOf(address)).toBe(expected)
  })
})

describe('other entities (§3)', () => {
  it('Model defaults', () => {
    expect(ModelSchema.parse({ name: 'Corolla', slug: 'corolla' })).toEqual({
      name: 'Corolla',
      slug: 'corolla',
      image: null,
      short_description: null,
      status: null,
      fuel: null,
      position: 0,
      override_url: null,
    })
  })

  it('Manufacturer logo may be null', () => {
    expect(
      ManufacturerSchema.parse({ id: 1, name: 'Toyota', slug: 'toyota', logo: { url: null } }).logo,
    ).toEqual({
      url: null,
    })
  })

  it('Search hit', () => {
    const hit = SearchHitSchema.parse({
      name: '2021 Toyota Corolla',
      price: 28990,
      make: 'Toyota',
      make_model: 'Toyota Corolla',
      car_type: 'used',
      km: 35000,
      year: 2021,
      stocknum: 'U1',
    })
    expect(hit).toMatchObject({ label: null, seats: null, primary_image_url: null })
  })

  it('Lead form: opt_in defaults to true, spec keys kept', () => {
    const lead = LeadFormSchema.parse({ name: 'Sam', 'Vehicle Make': 'Toyota', Rego: 'ABC123' })
    expect(lead).toMatchObject({ opt_in: true, 'Vehicle Make': 'Toyota', Rego: 'ABC123' })
    expect(LeadFormSchema.parse({ name: 'Sam', opt_in: false }).opt_in).toBe(false)
  })
})

describe('lead helpers (§3, §5, §9)', () => {
  it('prefills a find-me-something-similar message for an unavailable car', () => {
    expect(findSimilarMessage('2021 Toyota Corolla')).toContain('2021 Toyota Corolla')
  })
})
