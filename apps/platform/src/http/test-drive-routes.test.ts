import { randomUUID } from 'node:crypto'
import type { Car, Location, TestDriveSlot } from '@forecourt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_DRIVE_TIME_NOT_FREE_MESSAGE } from '../leads/test-drive-times.js'
import { ErrorAnswerSchema } from './api-answers.js'
import { jsonRequest, openSeededTestApp, type SeededTestApp } from './seeded-test-app.js'
import { TestDriveTimesAnswerSchema } from './test-drive-routes.js'

// Tuesday 22 December 2026, 06:00 in Brisbane (UTC+10, no daylight saving): Christmas Day (Friday)
// is a seeded holiday closure and Boxing Day (Saturday) has changed hours, 10:00 to 14:00.
const NOW = new Date('2026-12-21T20:00:00Z')
const BOOKING = 'Test Drive Booking Date'

let world: SeededTestApp
let sales: Location
let kiwiSales: Location
let coastalCar: Car

const siteOf = async (slug: string) =>
  ((await (await world.app.request(`/v1/sites/${slug}`)).json()) as { site: { locations: Location[] } }).site

beforeAll(async () => {
  world = await openSeededTestApp({ now: () => NOW })
  sales = (await siteOf('coastal-motors')).locations.find(
    (location) => location.name === 'Coastal Motors - Sales',
  ) as Location
  kiwiSales = (await siteOf('kiwi-auto-hub')).locations[0] as Location
  const cars = (await (await world.app.request('/v1/sites/coastal-motors/cars?per_page=50')).json()) as {
    cars: Car[]
  }
  coastalCar = cars.cars.find((car) => car.location.location_name === sales.name) as Car
}, 120_000)

afterAll(async () => {
  await world?.database.close()
})

async function times(slug: string, locationId: number | string, query = '') {
  const response = await world.app.request(
    `/v1/sites/${slug}/locations/${locationId}/test-drive-times${query}`,
  )
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown }
}

async function slotsOf(query = '') {
  const { status, body } = await times('coastal-motors', sales.id, query)
  expect(status).toBe(200)
  return (body as { slots: TestDriveSlot[] }).slots
}

const contact = {
  name: 'Tess Driver',
  email: 'tess@example.com',
  phone: '0412 555 020',
  category: 'Test Drive',
}

async function bookDrive(body: Record<string, unknown>, key = `drive-${randomUUID()}`) {
  const response = await world.app.request(
    '/v1/sites/coastal-motors/leads',
    jsonRequest('POST', { ...contact, car_id: coastalCar.id, ...body }, { 'idempotency-key': key }),
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const fieldsOf = (body: unknown) => ErrorAnswerSchema.parse(body).error.fields ?? {}

describe('GET /v1/sites/:slug/locations/:locationId/test-drive-times', () => {
  it("answers the location's free times in its zone from its hours, never cached", async () => {
    const { status, headers, body } = await times('coastal-motors', sales.id)
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(body).toMatchObject({
      location: { id: sales.id, name: 'Coastal Motors - Sales' },
      time_zone: 'Australia/Brisbane',
      slot_minutes: 30,
    })
    const slots = (body as { slots: TestDriveSlot[] }).slots
    // Opening at 08:30 is more than the lead time away; the last weekday slot ends at 17:30.
    expect(slots[0]).toEqual({
      value: '2026-12-22T08:30',
      date: '2026-12-22',
      time: '08:30',
      starts_at: '2026-12-21T22:30:00.000Z',
    })
    expect(slots.filter((slot) => slot.date === '2026-12-22').at(-1)?.time).toBe('17:00')
  })

  it('offers nothing on a holiday closure or a closed Sunday, and the changed hours of a holiday', async () => {
    const slots = await slotsOf()
    const on = (date: string) => slots.filter((slot) => slot.date === date).map((slot) => slot.time)
    expect(on('2026-12-25')).toEqual([])
    expect(on('2026-12-27')).toEqual([])
    expect(on('2026-12-26')).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'])
    // Fourteen days from the 22nd: the 4th of January is the last.
    expect(slots.at(-1)?.date).toBe('2027-01-04')
  })

  it('starts at ?from= and still ends at the horizon', async () => {
    const slots = await slotsOf('?from=2027-01-04')
    expect(new Set(slots.map((slot) => slot.date))).toEqual(new Set(['2027-01-04']))
  })

  it.each([
    { case: 'an unreadable location id', id: 'sales', query: '', field: 'locationId' },
    { case: 'a location id past the database integer', id: '99999999999', query: '', field: 'locationId' },
    { case: 'a from that is not a date', id: 'SALES', query: '?from=tomorrow', field: 'from' },
    { case: 'a from that is no real day', id: 'SALES', query: '?from=2027-02-30', field: 'from' },
  ])('answers 400 naming the field for $case', async ({ id, query, field }) => {
    const { status, body } = await times('coastal-motors', id === 'SALES' ? sales.id : id, query)
    expect(status).toBe(400)
    expect(Object.keys(fieldsOf(body))).toEqual([field])
  })

  it("answers 404 for another site's location, an unknown location and an unknown site", async () => {
    const foreign = await times('coastal-motors', kiwiSales.id)
    expect(foreign.status).toBe(404)
    expect(foreign.body).toMatchObject({ error: { code: 'location_not_found' } })
    expect((await times('coastal-motors', 999_999)).status).toBe(404)
    const noSite = await times('no-such-site', sales.id)
    expect(noSite.body).toMatchObject({ error: { code: 'site_not_found' } })
  })
})

// Each booking test makes several requests in turn, each working out two weeks of slots.
describe('booking a test drive (POST /v1/sites/:slug/leads)', { timeout: 30_000 }, () => {
  it('books a free time once: the time is then no longer offered and a second booking is refused', async () => {
    const [, slot] = await slotsOf()
    const key = `drive-${randomUUID()}`
    const first = await bookDrive({ [BOOKING]: slot?.value }, key)
    expect(first.status).toBe(201)
    expect((await slotsOf()).map((free) => free.value)).not.toContain(slot?.value)

    // A retry of the accepted request is its replay, not a clash with the drive it booked.
    const retry = await bookDrive({ [BOOKING]: slot?.value }, key)
    expect(retry.status).toBe(200)
    expect(retry.body.lead_id).toBe(first.body.lead_id)

    const second = await bookDrive({ name: 'Someone Else', [BOOKING]: slot?.value })
    expect(second.status).toBe(400)
    expect(fieldsOf(second.body)).toEqual({ [BOOKING]: [TEST_DRIVE_TIME_NOT_FREE_MESSAGE] })
  })

  it('books one of two shoppers sending the same free time at once, and refuses the other on the field', async () => {
    const [slot] = (await slotsOf()).filter((free) => free.date === '2026-12-30')
    const answers = await Promise.all([
      bookDrive({ name: 'First Shopper', [BOOKING]: slot?.value }),
      bookDrive({ name: 'Second Shopper', [BOOKING]: slot?.value }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
    const refused = answers.find((answer) => answer.status === 400)
    expect(fieldsOf(refused?.body)).toEqual({ [BOOKING]: [TEST_DRIVE_TIME_NOT_FREE_MESSAGE] })
  })

  it.each([
    { case: 'off the half-hour grid', value: '2026-12-22T09:15' },
    { case: 'on a holiday closure', value: '2026-12-25T10:00' },
    { case: 'within the lead time', value: '2026-12-22T07:30' },
    { case: 'in the past', value: '2026-12-01T10:00' },
    { case: 'past the horizon', value: '2027-01-12T10:00' },
    { case: 'not a time at all', value: 'next Tuesday' },
  ])('refuses a time $case with a field error on the booking date', async ({ value }) => {
    const { status, body } = await bookDrive({ [BOOKING]: value })
    expect(status).toBe(400)
    expect(fieldsOf(body)).toEqual({ [BOOKING]: [TEST_DRIVE_TIME_NOT_FREE_MESSAGE] })
  })

  it('judges the named location’s times, and accepts a test drive without a time (the field is optional)', async () => {
    const without = await bookDrive({})
    expect(without.status).toBe(201)
    const blank = await bookDrive({ [BOOKING]: '' })
    expect(blank.status).toBe(201)
    const [slot] = (await slotsOf()).filter((free) => free.date === '2026-12-26')
    const named = await bookDrive({ location: sales.name, [BOOKING]: slot?.value })
    expect(named.status).toBe(201)
    expect((await slotsOf()).map((free) => free.value)).not.toContain(slot?.value)
  })

  it('keeps an incomplete step from holding a time (only submitted drives are booked)', async () => {
    const [slot] = (await slotsOf()).filter((free) => free.date === '2026-12-29')
    const step = await bookDrive({ is_last_step: false, [BOOKING]: slot?.value })
    expect(step.status).toBe(201)
    expect((await slotsOf()).map((free) => free.value)).toContain(slot?.value)
  })
})

describe('the OpenAPI document', () => {
  it('documents the times endpoint, its from parameter and the answer it gives', async () => {
    const document = (await (await world.app.request('/v1/openapi.json')).json()) as {
      paths: Record<string, { get?: { parameters: { name: string }[] } }>
    }
    const operation = document.paths['/v1/sites/{slug}/locations/{locationId}/test-drive-times']?.get
    expect(operation?.parameters.map((parameter) => parameter.name)).toEqual(['slug', 'locationId', 'from'])
    const { body } = await times('coastal-motors', sales.id)
    expect(TestDriveTimesAnswerSchema.safeParse(body).success).toBe(true)
  })
})
