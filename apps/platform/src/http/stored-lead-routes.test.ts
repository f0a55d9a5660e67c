import { randomUUID } from 'node:crypto'
import { type Car, REQUIRED_MESSAGE } from '@forecourt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ANSWERS } from '../leads/lead-answers.js'
import { StoredLeadAnswerSchema } from '../leads/stored-lead.js'
import { ErrorAnswerSchema } from './api-answers.js'
import {
  firstFreeTestDriveTime,
  jsonRequest,
  openSeededTestApp,
  type SeededTestApp,
} from './seeded-test-app.js'

let world: SeededTestApp
let coastalCar: Car

beforeAll(async () => {
  world = await openSeededTestApp()
  coastalCar = (
    (await (await world.app.request('/v1/sites/coastal-motors/cars?per_page=1')).json()) as { cars: Car[] }
  ).cars[0] as Car
}, 120_000)

afterAll(async () => {
  await world?.database.close()
})

const contact = { name: 'Robin Reader', email: 'robin@example.com', phone: '0412 555 010' }

async function postLead(site: string, body: unknown, key = `stored-${randomUUID()}`) {
  const response = await world.app.request(
    `/v1/sites/${site}/leads`,
    jsonRequest('POST', body, { 'idempotency-key': key }),
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function readLead(site: string, leadId: unknown) {
  const response = await world.app.request(`/v1/sites/${site}/leads/${String(leadId)}`)
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown }
}

const fieldsOf = (body: unknown) => ErrorAnswerSchema.parse(body).error.fields ?? {}

describe("the form's own answers are kept and read back", () => {
  it('stores a multi-step finance lead with every answer typed, and no message (§4, §5)', async () => {
    const first = await postLead('coastal-motors', {
      name: 'Robin',
      last_name: 'Reader',
      email: contact.email,
      phone: contact.phone,
      postcode: '4000',
      category: 'Finance Enquiry',
      step_number: 0,
      is_last_step: false,
      // The forms send these; the platform sets them itself.
      lead_status: 'Incomplete',
      form_completed: false,
    })
    expect(first.status).toBe(201)
    const leadId = first.body.lead_id
    const second = await postLead('coastal-motors', {
      lead_id: leadId,
      category: 'Finance Enquiry',
      step_number: 1,
      is_last_step: false,
      loan_amount: 25_000,
      loan_term: '5 years',
      employment_status: 'Full time',
      has_trade_in: 'Yes',
    })
    expect(second.status).toBe(200)
    const last = await postLead('coastal-motors', {
      lead_id: leadId,
      ...contact,
      category: 'Finance Enquiry',
      step_number: 3,
      is_last_step: true,
      trade_in_make: 'Mazda',
      trade_in_model: 'CX-5',
      trade_in_year: 2019,
      trade_in_km: 85_000,
      hear_about_us: 'Google',
      opt_in: false,
      page_id: 12,
    })
    expect(last.body).toMatchObject({ lead_status: 'Completed', form_completed: true })

    const { status, headers, body } = await readLead('coastal-motors', leadId)
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('private, no-store')
    const { lead } = StoredLeadAnswerSchema.parse(body)
    expect(lead).toMatchObject({
      lead_id: leadId,
      lead_status: 'Completed',
      form_completed: true,
      category: 'Finance Enquiry',
      subcategory: null,
      name: contact.name,
      last_name: 'Reader',
      postcode: '4000',
      message: null,
      opt_in: false,
      page_id: 12,
      step_number: 3,
      skipped_steps: [],
      car_id: null,
      dealership_slug: 'coastal-motors-brisbane',
    })
    expect(lead.answers).toEqual({
      loan_amount: 25_000,
      loan_term: '5 years',
      employment_status: 'Full time',
      has_trade_in: 'Yes',
      trade_in_make: 'Mazda',
      trade_in_model: 'CX-5',
      trade_in_year: 2019,
      trade_in_km: 85_000,
      hear_about_us: 'Google',
    })
    expect(lead.completed_at).not.toBeNull()
  })

  it('reads back a test drive about a car, with its date, the car’s status and the page, without a message (§3, §5)', async () => {
    const driveTime = await firstFreeTestDriveTime(
      world.app,
      'coastal-motors',
      coastalCar.location.location_name,
    )
    const sent = await postLead('coastal-motors', {
      ...contact,
      category: 'Test Drive',
      car_id: coastalCar.id,
      stock_number: coastalCar.stocknum,
      'Vehicle Make': coastalCar.make,
      'Vehicle Model': coastalCar.model,
      car_type: coastalCar.car_type,
      location: coastalCar.location.location_name,
      vehicle_status: 'in_stock',
      page_id: `/cars/${coastalCar.slug}/test-drive`,
      'Test Drive Booking Date': driveTime,
    })
    expect(sent.status).toBe(201)
    const { lead } = StoredLeadAnswerSchema.parse((await readLead('coastal-motors', sent.body.lead_id)).body)
    expect(lead).toMatchObject({
      lead_status: 'Completed',
      category: 'Test Drive',
      message: null,
      car_id: coastalCar.id,
      stock_number: coastalCar.stocknum,
      'Vehicle Make': coastalCar.make,
      'Vehicle Model': coastalCar.model,
      car_type: coastalCar.car_type,
      vehicle_status: 'in_stock',
      page_id: `/cars/${coastalCar.slug}/test-drive`,
      dealership_slug: coastalCar.dealership_slug,
      'Test Drive Booking Date': driveTime,
      opt_in: true,
      answers: {},
    })
  })

  it('keeps a service booking’s interval and ticked extras, and an incomplete lead reads as such', async () => {
    const sent = await postLead('southern-cross-motor-group', {
      category: 'Service Booking',
      is_last_step: false,
      step_number: 0,
      Rego: 'ABC123',
      service_interval: 'Logbook service',
      additional_services: ['Tyres', 'Wash and detail'],
      dealership_slug: 'southern-cross-mazda',
      year: 2018,
    })
    expect(sent.status).toBe(201)
    const { lead } = StoredLeadAnswerSchema.parse(
      (await readLead('southern-cross-motor-group', sent.body.lead_id)).body,
    )
    expect(lead).toMatchObject({
      lead_status: 'Incomplete',
      form_completed: false,
      completed_at: null,
      Rego: 'ABC123',
      additional_services: ['Tyres', 'Wash and detail'],
      dealership_slug: 'southern-cross-mazda',
      answers: { service_interval: 'Logbook service', year: 2018 },
    })
  })

  it('answers 409 when a key is reused with other answers', async () => {
    const key = `stored-${randomUUID()}`
    const lead = { ...contact, category: 'Sell Your Car', trade_in_make: 'Kia' }
    expect((await postLead('coastal-motors', lead, key)).status).toBe(201)
    const other = await postLead('coastal-motors', { ...lead, trade_in_make: 'Ford' }, key)
    expect(other.status).toBe(409)
    expect(other.body).toMatchObject({ error: { code: 'idempotency_key_reused' } })
  })

  it('answers 413 when a lead grows past 64 KB of answers over its steps', async () => {
    const answers = (prefix: string) =>
      Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`${prefix}${i}`, 'x'.repeat(1000)]))
    const first = await postLead('coastal-motors', { is_last_step: false, ...answers('a') })
    expect(first.status).toBe(201)
    const second = await postLead('coastal-motors', {
      lead_id: first.body.lead_id,
      is_last_step: false,
      ...answers('b'),
    })
    expect(second.status).toBe(413)
    expect(second.body).toMatchObject({ error: { code: 'payload_too_large' } })
  })
})

describe('odd answers are a 400 naming the field, never a 500', () => {
  const many = Object.fromEntries(Array.from({ length: MAX_ANSWERS + 1 }, (_, i) => [`q${i}`, 'yes']))
  it.each([
    ['a key with symbols', { 'bad key!': 'x' }, 'bad key!'],
    ['a __proto__ key', '{"name":"Robin","__proto__":{"is_last_step":false}}', '__proto__'],
    ['a nested object', { loan_amount: { value: 1 } }, 'loan_amount'],
    ['a null', { loan_amount: null }, 'loan_amount'],
    ['a list of numbers', { additional_extras: [1, 2] }, 'additional_extras'],
    ['an overlong text', { notes: 'x'.repeat(5001) }, 'notes'],
    ['a number JSON cannot hold', '{"name":"Robin","loan_amount":1e400}', 'loan_amount'],
    ['too many answers', many, '(answers)'],
    ['a car id past the database integer', { car_id: 99_999_999_999 }, 'car_id'],
    ['a huge step number', { step_number: 1_000_000_000 }, 'step_number'],
  ])('%s', async (_label, extra, field) => {
    const body = typeof extra === 'string' ? extra : JSON.stringify({ ...contact, ...extra })
    const { status, body: answer } = await postLead('coastal-motors', body)
    expect(status).toBe(400)
    expect(answer).toMatchObject({ error: { code: 'invalid_request' } })
    // Read straight from JSON.parse: a schema parse would turn a '__proto__' key into a prototype.
    expect(Object.keys((answer as { error: { fields: object } }).error.fields)).toContain(field)
  })
})

describe('what a completed lead must carry depends on its form (§5)', () => {
  // No car, no message, no location, on Coastal Motors (two visible locations, one dealership).
  it.each([
    ['General Enquiry', null, ['message', 'location']],
    ['Vehicle Enquiry', null, ['message', 'location']],
    ['General Enquiry', 'Career Enquiry', ['message']],
    ['Test Drive', null, []],
    ['Request Photos', null, []],
    ['Trade-In Valuation', null, []],
    ['Sell Your Car', null, []],
    ['Service Booking', null, []],
    ['Finance Enquiry', null, []],
  ])('%s / %s asks for %j', async (category, subcategory, missing) => {
    const { status, body } = await postLead('coastal-motors', { ...contact, category, subcategory })
    if (missing.length === 0) expect(status).toBe(201)
    else
      expect(fieldsOf(body)).toEqual(Object.fromEntries(missing.map((field) => [field, [REQUIRED_MESSAGE]])))
  })

  it('counts every visible location, as the forms do: service and parts yards too', async () => {
    // Harbour Nissan: one sales and one service location — a choice, so a location field.
    const harbour = await postLead('harbour-nissan', { ...contact, message: 'Hello' })
    expect(fieldsOf(harbour.body)).toEqual({ location: [REQUIRED_MESSAGE] })
    // Kiwi Auto Hub has one location: nothing to choose.
    expect((await postLead('kiwi-auto-hub', { ...contact, message: 'Kia ora' })).status).toBe(201)
  })

  it('takes the dealership from the named location (the email-us form sends only a location)', async () => {
    const sent = await postLead('southern-cross-motor-group', {
      ...contact,
      message: 'Please email me',
      location: 'Southern Cross Mazda - Sales',
    })
    expect(sent.status).toBe(201)
    const { lead } = StoredLeadAnswerSchema.parse(
      (await readLead('southern-cross-motor-group', sent.body.lead_id)).body,
    )
    expect(lead.dealership_slug).toBe('southern-cross-mazda')
  })

  it('still asks a service booking on a two-dealership site which service centre', async () => {
    const { body } = await postLead('southern-cross-motor-group', { ...contact, category: 'Service Booking' })
    expect(fieldsOf(body)).toEqual({ dealership_slug: [REQUIRED_MESSAGE] })
  })
})

describe('GET /v1/sites/:slug/leads/:leadId', () => {
  it("answers 404 for an unknown lead and for another site's lead, 400 for a malformed id", async () => {
    expect((await readLead('coastal-motors', randomUUID())).body).toMatchObject({
      error: { code: 'lead_not_found' },
    })
    const sent = await postLead('coastal-motors', { ...contact, category: 'Test Drive' })
    const elsewhere = await readLead('kiwi-auto-hub', sent.body.lead_id)
    expect(elsewhere.status).toBe(404)
    const malformed = await readLead('coastal-motors', 'not-a-uuid')
    expect(malformed.status).toBe(400)
    expect(Object.keys(fieldsOf(malformed.body))).toEqual(['leadId'])
    expect((await readLead('no-such-dealer', randomUUID())).status).toBe(404)
  })
})
