import { randomUUID } from 'node:crypto'
import {
  type Car,
  EMAIL_MESSAGE,
  PHONE_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
} from '@forecourt/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads } from '../db/schema.js'
import { LeadAnswerSchema } from '../leads/lead-request.js'
import { ErrorAnswerSchema } from './api-answers.js'
import { DEFAULT_LIMITS } from './platform-services.js'
import {
  firstFreeTestDriveTime,
  jsonRequest,
  openSeededTestApp,
  type SeededTestApp,
} from './seeded-test-app.js'

let world: SeededTestApp
let coastalCar: Car
let kiwiCar: Car

beforeAll(async () => {
  world = await openSeededTestApp()
  coastalCar = (
    (await (await world.app.request('/v1/sites/coastal-motors/cars?per_page=1')).json()) as { cars: Car[] }
  ).cars[0] as Car
  kiwiCar = (
    (await (await world.app.request('/v1/sites/kiwi-auto-hub/cars?per_page=1')).json()) as { cars: Car[] }
  ).cars[0] as Car
}, 120_000)

afterAll(async () => {
  await world?.database.close()
})

const newKey = () => `test-key-${randomUUID()}`

const enquiry = {
  name: 'Alex Driver',
  email: 'alex@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  message: 'Is this car still available?',
  category: 'General Enquiry',
  // Coastal Motors has two visible locations, so a lead without a car names one (§5).
  location: 'Coastal Motors - Sales',
}

async function postLead(site: string, body: unknown, key: string | null = newKey(), app = world.app) {
  const response = await app.request(
    `/v1/sites/${site}/leads`,
    jsonRequest('POST', body, key === null ? {} : { 'idempotency-key': key }),
  )
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  }
}

const fieldsOf = (body: unknown) => ErrorAnswerSchema.parse(body).error.fields ?? {}

describe('POST /v1/sites/:slug/leads — single-step enquiry', () => {
  it('completes a valid lead and answers 201 with a lead_id', async () => {
    const { status, body } = await postLead('coastal-motors', { ...enquiry, car_id: coastalCar.id })
    expect(status).toBe(201)
    expect(LeadAnswerSchema.parse(body)).toMatchObject({ lead_status: 'Completed', form_completed: true })
    const [row] = await world.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, body.lead_id as string))
    expect(row).toMatchObject({
      status: 'completed',
      carId: coastalCar.id,
      name: 'Alex Driver',
      email: 'alex@example.com',
      category: 'General Enquiry',
      optIn: true,
    })
    expect(row?.completedAt).toBeInstanceOf(Date)
  })

  it('answers a retry with the same key with the first lead, once, marked as replayed', async () => {
    const key = newKey()
    const first = await postLead('coastal-motors', enquiry, key)
    const retry = await postLead('coastal-motors', enquiry, key)
    expect(retry.status).toBe(200)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(retry.body.lead_id).toBe(first.body.lead_id)
    const rows = await world.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, first.body.lead_id as string))
    expect(rows).toHaveLength(1)
  })

  it('makes one lead when the same key arrives many times at once', async () => {
    const key = newKey()
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postLead('coastal-motors', enquiry, key)),
    )
    expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true)
    expect(new Set(answers.map((answer) => answer.body.lead_id)).size).toBe(1)
  })

  it('accepts the key in the body when a client cannot send the header', async () => {
    const key = newKey()
    const first = await postLead('coastal-motors', { ...enquiry, idempotency_key: key }, null)
    const again = await postLead('coastal-motors', { ...enquiry, idempotency_key: key }, null)
    expect([first.status, again.status]).toEqual([201, 200])
    expect(again.body.lead_id).toBe(first.body.lead_id)
  })

  it('answers 409 when a key is reused for a different lead', async () => {
    const key = newKey()
    await postLead('coastal-motors', enquiry, key)
    const { status, body } = await postLead('coastal-motors', { ...enquiry, message: 'Something else' }, key)
    expect(status).toBe(409)
    expect(body).toMatchObject({ error: { code: 'idempotency_key_reused' } })
  })

  it('answers 400 naming idempotency_key when no key is sent', async () => {
    const { status, body } = await postLead('coastal-motors', enquiry, null)
    expect(status).toBe(400)
    expect(Object.keys(fieldsOf(body))).toEqual(['idempotency_key'])
  })
})

describe('POST /v1/sites/:slug/leads — the §5 rules and messages', () => {
  it('names every missing required field with the product message', async () => {
    const { status, body } = await postLead('coastal-motors', { car_id: coastalCar.id })
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: { code: 'invalid_lead' } })
    expect(fieldsOf(body)).toEqual({
      name: [REQUIRED_MESSAGE],
      phone: [REQUIRED_MESSAGE],
      email: [REQUIRED_MESSAGE],
      message: [REQUIRED_MESSAGE],
    })
  })

  it('checks email, AU/NZ phone and postcode with the exact messages', async () => {
    const { status, body } = await postLead('coastal-motors', {
      ...enquiry,
      email: 'alex@example',
      phone: '555 1234',
      postcode: '40000',
    })
    expect(status).toBe(400)
    expect(fieldsOf(body)).toEqual({
      email: [EMAIL_MESSAGE],
      phone: [PHONE_MESSAGE],
      postcode: [POSTCODE_MESSAGE],
    })
  })

  it('accepts +61 and +64 numbers, normalised by the domain', async () => {
    expect((await postLead('coastal-motors', { ...enquiry, phone: '+61 412 345 678' })).status).toBe(201)
    expect((await postLead('coastal-motors', { ...enquiry, phone: '+64 21 234 5678' })).status).toBe(201)
  })

  it('lets a site with message optional take a lead without a message (big-rig-trucks)', async () => {
    const { message: _message, ...withoutMessage } = enquiry
    expect(
      (await postLead('big-rig-trucks', { ...withoutMessage, location: 'Big Rig Trucks - Sales' })).status,
    ).toBe(201)
    expect(fieldsOf((await postLead('coastal-motors', withoutMessage)).body)).toEqual({
      message: [REQUIRED_MESSAGE],
    })
  })

  it('requires agreeing to terms where the site says so (throttle-motorcycles)', async () => {
    expect(fieldsOf((await postLead('throttle-motorcycles', enquiry)).body)).toEqual({
      terms_agreed: [REQUIRED_MESSAGE],
    })
    expect((await postLead('throttle-motorcycles', { ...enquiry, terms_agreed: true })).status).toBe(201)
  })

  it('uses the NZ numeric phone rule where the site does (kiwi-auto-hub)', async () => {
    const { body } = await postLead('kiwi-auto-hub', { ...enquiry, phone: '021123456789012' })
    expect(fieldsOf(body)).toEqual({ phone: [PHONE_TOO_LONG_MESSAGE] })
  })

  it('asks a group with several dealerships and yards for the dealership, and the location when no car is given', async () => {
    const { location: _location, ...withoutLocation } = enquiry
    const { body } = await postLead('southern-cross-motor-group', withoutLocation)
    expect(fieldsOf(body)).toEqual({ location: [REQUIRED_MESSAGE], dealership_slug: [REQUIRED_MESSAGE] })
    const { status } = await postLead('southern-cross-motor-group', {
      ...enquiry,
      location: 'southern-cross-toyota-sales',
      dealership_slug: 'southern-cross-toyota',
    })
    expect(status).toBe(201)
  })

  it("answers 400 for a dealership or a car that is not this site's", async () => {
    const dealership = await postLead('coastal-motors', {
      ...enquiry,
      dealership_slug: 'southern-cross-toyota',
    })
    expect(fieldsOf(dealership.body)).toHaveProperty('dealership_slug')
    const car = await postLead('coastal-motors', { ...enquiry, car_id: kiwiCar.id })
    expect(fieldsOf(car.body)).toEqual({ car_id: ['No car with that id on this site'] })
  })

  it.each([
    ['malformed JSON', '{"name": ', 'invalid_json'],
    ['wrong types', { ...enquiry, opt_in: 'yes', car_id: 'abc' }, 'invalid_request'],
    ['a JSON array', [1, 2], 'invalid_request'],
  ])('answers 400 for %s, never a 500', async (_label, body, code) => {
    const { status, body: answer } = await postLead('coastal-motors', body)
    expect(status).toBe(400)
    expect(answer).toMatchObject({ error: { code } })
  })

  it.each([
    ['a vehicle_status no car has', { vehicle_status: 'gone' }, 'vehicle_status'],
    ['an empty page_id', { page_id: '  ' }, 'page_id'],
    ['a page_id too long for a path', { page_id: `/${'x'.repeat(300)}` }, 'page_id'],
    ['a negative page_id', { page_id: -1 }, 'page_id'],
  ])('answers 400 naming the field for %s (§3 page_id, vehicle_status)', async (_label, bad, field) => {
    const { status, body } = await postLead('coastal-motors', { ...enquiry, ...bad })
    expect(status).toBe(400)
    expect(Object.keys(fieldsOf(body))).toEqual([field])
  })

  it('answers 404 site_not_found for an unknown site', async () => {
    expect((await postLead('no-such-dealer', enquiry)).status).toBe(404)
  })
})

describe('POST /v1/sites/:slug/leads — multi-step (§4)', () => {
  it('saves each step as an incomplete lead and completes it on the last step, keeping earlier fields', async () => {
    const driveTime = await firstFreeTestDriveTime(
      world.app,
      'coastal-motors',
      coastalCar.location.location_name,
    )
    const first = await postLead('coastal-motors', {
      name: 'Sam Stepper',
      is_last_step: false,
      step_number: 0,
      car_id: coastalCar.id,
    })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ lead_status: 'Incomplete', form_completed: false })
    const leadId = first.body.lead_id as string

    const second = await postLead('coastal-motors', {
      lead_id: leadId,
      is_last_step: false,
      step_number: 1,
      email: 'sam@example.com',
      skipped_steps: [{ from: 1, to: 2 }],
      additional_services: ['Finance', 'Trade-in valuation'],
    })
    expect(second.status).toBe(200)
    expect(second.body).toEqual({ lead_id: leadId, lead_status: 'Incomplete', form_completed: false })

    const last = await postLead('coastal-motors', {
      lead_id: leadId,
      is_last_step: true,
      step_number: 2,
      name: 'Sam Stepper',
      email: 'sam@example.com',
      phone: '0412 000 111',
      message: 'Ready to talk',
      'Test Drive Booking Date': driveTime,
    })
    expect(last.status).toBe(200)
    expect(last.body).toEqual({ lead_id: leadId, lead_status: 'Completed', form_completed: true })

    const [row] = await world.database.db.select().from(leads).where(eq(leads.id, leadId))
    expect(row).toMatchObject({
      status: 'completed',
      stepNumber: 2,
      carId: coastalCar.id,
      skippedSteps: [{ from: 1, to: 2 }],
      additionalServices: ['Finance', 'Trade-in valuation'],
    })
    expect(row?.form).toMatchObject({ 'Test Drive Booking Date': driveTime })
  })

  it('checks only the fields a step sends, with the same messages', async () => {
    const { status, body } = await postLead('coastal-motors', { is_last_step: false, email: 'nope' })
    expect(status).toBe(400)
    expect(fieldsOf(body)).toEqual({ email: [EMAIL_MESSAGE] })
  })

  it('answers 409 for a step on a completed lead, and 404 for a lead_id this site does not have', async () => {
    const done = await postLead('coastal-motors', enquiry)
    const late = await postLead('coastal-motors', { ...enquiry, lead_id: done.body.lead_id })
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({ error: { code: 'lead_completed' } })
    const elsewhere = await postLead('kiwi-auto-hub', { ...enquiry, lead_id: done.body.lead_id })
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.body).toMatchObject({ error: { code: 'lead_not_found' } })
    const malformed = await postLead('coastal-motors', { ...enquiry, lead_id: '42' })
    expect(Object.keys(fieldsOf(malformed.body))).toEqual(['lead_id'])
  })
})

describe('abuse', () => {
  it('answers 413 for a body over 64 KB', async () => {
    const { status, body } = await postLead('coastal-motors', { ...enquiry, message: 'x'.repeat(70 * 1024) })
    expect(status).toBe(413)
    expect(body).toMatchObject({ error: { code: 'payload_too_large' } })
  })

  it('answers 429 with Retry-After once a caller sends more leads than the limit', async () => {
    // Counters live in the database the file shares: this shopper's are its own.
    const limited = world.appWith(
      { limits: { ...DEFAULT_LIMITS, leads: { limit: 3, windowMs: 60_000 } } },
      { 'x-forecourt-shopper-address': '198.51.100.31' },
    )
    const statuses: number[] = []
    let last: Awaited<ReturnType<typeof postLead>> | undefined
    for (let attempt = 0; attempt < 4; attempt += 1) {
      last = await postLead('kiwi-auto-hub', { ...enquiry, phone: '09 555 0199' }, newKey(), limited)
      statuses.push(last.status)
    }
    expect(statuses).toEqual([201, 201, 201, 429])
    expect(last?.body).toMatchObject({ error: { code: 'rate_limited' } })
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
