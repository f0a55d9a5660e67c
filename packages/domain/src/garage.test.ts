import { describe, expect, it } from 'vitest'
import {
  checkGarageVehicle,
  GARAGE_FULL_MESSAGE,
  GARAGE_MAX_VEHICLES,
  GARAGE_ODOMETER_MESSAGE,
  GARAGE_REGO_MESSAGE,
  GARAGE_YEAR_MESSAGE,
  garageHasRoom,
  garageNavigationItems,
  garageServiceHref,
  garageValuationHref,
} from './garage.js'
import { REQUIRED_MESSAGE } from './messages.js'
import { GarageSettingsSchema } from './schemas/garage.js'
import { SiteConfigSchema } from './schemas/site.js'

const NOW = new Date('2026-11-26T00:00:00Z')
const DEFAULTS = GarageSettingsSchema.parse({})
const good = { rego: 'abc 123', make: 'Toyota', model: 'Corolla', year: '2019', odometer_km: '45,000' }

describe('GarageSettingsSchema (§3 garage_settings)', () => {
  it.each([
    [
      'nothing set: every default',
      {},
      {
        heading: 'My Garage',
        fields: { rego: 'required', year: 'required', odometer_km: 'optional' },
        trade_in_link: true,
        service_link: false,
      },
    ],
    [
      'one field changed keeps the others',
      { fields: { odometer_km: 'required' } },
      { fields: { rego: 'required', year: 'required', odometer_km: 'required' } },
    ],
    [
      'links switched',
      { trade_in_link: false, service_link: true },
      { trade_in_link: false, service_link: true },
    ],
    ['heading trimmed', { heading: '  Your cars ' }, { heading: 'Your cars' }],
  ])('%s', (_label, input, expected) => {
    expect(GarageSettingsSchema.parse(input)).toMatchObject(expected)
  })

  it.each([
    ['unknown field mode', { fields: { rego: 'sometimes' } }],
    ['empty heading', { heading: '  ' }],
    ['heading over 80', { heading: 'x'.repeat(81) }],
    ['intro over 500', { intro: 'x'.repeat(501) }],
    ['link not a flag', { trade_in_link: 'yes' }],
  ])('refuses %s', (_label, input) => {
    expect(GarageSettingsSchema.safeParse(input).success).toBe(false)
  })

  it('a site without settings gets the defaults', () => {
    const site = SiteConfigSchema.shape.garage_settings.parse(undefined)
    expect(site).toEqual(DEFAULTS)
  })
})

describe('checkGarageVehicle', () => {
  it.each([
    [
      'every field, written loosely',
      good,
      DEFAULTS,
      { rego: 'ABC123', make: 'Toyota', model: 'Corolla', year: 2019, odometer_km: 45000 },
    ],
    [
      'optional odometer left out',
      { ...good, odometer_km: '' },
      DEFAULTS,
      { rego: 'ABC123', make: 'Toyota', model: 'Corolla', year: 2019, odometer_km: null },
    ],
    [
      'hidden fields are dropped even when sent',
      good,
      GarageSettingsSchema.parse({ fields: { rego: 'hidden', year: 'hidden', odometer_km: 'hidden' } }),
      { rego: null, make: 'Toyota', model: 'Corolla', year: null, odometer_km: null },
    ],
    [
      'next year is a model year',
      { ...good, year: '2027', rego: 'XYZ-12' },
      DEFAULTS,
      { rego: 'XYZ12', make: 'Toyota', model: 'Corolla', year: 2027, odometer_km: 45000 },
    ],
  ])('accepts %s', (_label, input, settings, vehicle) => {
    expect(checkGarageVehicle(input, settings, NOW)).toEqual({ ok: true, vehicle })
  })

  it.each([
    [
      'nothing sent',
      {},
      DEFAULTS,
      { rego: REQUIRED_MESSAGE, make: REQUIRED_MESSAGE, model: REQUIRED_MESSAGE, year: REQUIRED_MESSAGE },
    ],
    ['blank make', { ...good, make: '   ' }, DEFAULTS, { make: REQUIRED_MESSAGE }],
    [
      'odometer the site requires',
      { ...good, odometer_km: '' },
      GarageSettingsSchema.parse({ fields: { odometer_km: 'required' } }),
      { odometer_km: REQUIRED_MESSAGE },
    ],
    ['rego of 8 characters', { ...good, rego: 'ABCD1234' }, DEFAULTS, { rego: GARAGE_REGO_MESSAGE }],
    ['rego with punctuation', { ...good, rego: 'AB!23' }, DEFAULTS, { rego: GARAGE_REGO_MESSAGE }],
    // The length is refused before the pattern is tried.
    [
      'endless rego',
      { ...good, rego: 'A'.repeat(10_000) },
      DEFAULTS,
      { rego: 'Keep this under 12 characters.' },
    ],
    ['make over 40', { ...good, make: 'M'.repeat(41) }, DEFAULTS, { make: 'Keep this under 40 characters.' }],
    ['year before 1900', { ...good, year: '1899' }, DEFAULTS, { year: GARAGE_YEAR_MESSAGE }],
    ['year two ahead', { ...good, year: '2028' }, DEFAULTS, { year: GARAGE_YEAR_MESSAGE }],
    ['year in words', { ...good, year: 'nineteen' }, DEFAULTS, { year: GARAGE_YEAR_MESSAGE }],
    ['negative km', { ...good, odometer_km: '-5' }, DEFAULTS, { odometer_km: GARAGE_ODOMETER_MESSAGE }],
    [
      'km with decimals',
      { ...good, odometer_km: '12.5' },
      DEFAULTS,
      { odometer_km: GARAGE_ODOMETER_MESSAGE },
    ],
    [
      'km past 2,000,000',
      { ...good, odometer_km: '2000001' },
      DEFAULTS,
      { odometer_km: GARAGE_ODOMETER_MESSAGE },
    ],
    ['a value that is not text', { ...good, make: { name: 'Toyota' } }, DEFAULTS, { make: REQUIRED_MESSAGE }],
  ])('refuses %s', (_label, input, settings, errors) => {
    expect(checkGarageVehicle(input, settings, NOW)).toEqual({ ok: false, errors })
  })
})

describe('garage limits and links', () => {
  it.each([
    [0, true],
    [GARAGE_MAX_VEHICLES - 1, true],
    [GARAGE_MAX_VEHICLES, false],
    [GARAGE_MAX_VEHICLES + 3, false],
  ])('with %i vehicles there is room: %s', (count, room) => {
    expect(garageHasRoom(count)).toBe(room)
  })

  it('says the limit in the full message', () => {
    expect(GARAGE_FULL_MESSAGE).toContain(String(GARAGE_MAX_VEHICLES))
  })

  it.each([
    [
      'every detail',
      { rego: 'ABC123', make: 'Mazda', model: 'CX-5', year: 2018, odometer_km: 80000 },
      '/valuations?Rego=ABC123&trade_in_make=Mazda&trade_in_model=CX-5&trade_in_year=2018&trade_in_km=80000',
    ],
    [
      'missing details left out',
      { rego: null, make: 'Kia', model: 'Rio', year: null, odometer_km: null },
      '/valuations?trade_in_make=Kia&trade_in_model=Rio',
    ],
  ])('valuation link with %s', (_label, vehicle, href) => {
    expect(garageValuationHref(vehicle)).toBe(href)
  })

  it.each([
    [
      { rego: 'ABC123', make: 'Kia', model: 'Rio' },
      '/service?Vehicle+Make=Kia&Vehicle+Model=Rio&Rego=ABC123',
    ],
    [{ rego: null, make: 'Kia', model: 'Rio' }, '/service?Vehicle+Make=Kia&Vehicle+Model=Rio'],
  ])('service link for %o', (vehicle, href) => {
    expect(garageServiceHref(vehicle)).toBe(href)
  })

  it.each([
    [true, [{ name: 'My Garage', url: '/garage' }]],
    [false, []],
  ])('header link when garage_enabled=%s', (enabled, items) => {
    expect(garageNavigationItems({ garage_enabled: enabled })).toEqual(items)
  })
})
