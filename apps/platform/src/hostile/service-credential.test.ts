// Issue 14 item 2: reaching the platform's port is not enough. Without the apps' service credential
// only catalogue reads answer; a lead's personal data, payments, sign-in, watchlists and writes
// refuse. The demo's conveniences (test payments, exposed sign-in codes, the default parent search
// key) refuse to run in production.
import { type Car, canReserve } from '@forecourt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { servicesFromEnv } from '../http/platform-services.js'
import { jsonRequest, openSeededTestApp, type SeededTestApp } from '../http/seeded-test-app.js'
import { searchKeysFromEnv } from '../search/http/search-keys.js'

let world: SeededTestApp
let car: Car
let leadId: string

beforeAll(async () => {
  world = await openSeededTestApp()
  const cars = (await (await world.app.request('/v1/sites/coastal-motors/cars?per_page=100')).json()) as {
    cars: Car[]
  }
  car = cars.cars.find((entry) => canReserve(entry, { checkoutEnabled: true })) as Car
  const lead = await world.app.request(
    '/v1/sites/coastal-motors/leads',
    jsonRequest(
      'POST',
      {
        name: 'Robin',
        last_name: 'Reader',
        email: 'robin@example.com',
        phone: '0412 555 010',
        postcode: '4000',
        category: 'Finance Enquiry',
        is_last_step: true,
      },
      { 'idempotency-key': 'credential-test-lead' },
    ),
  )
  leadId = ((await lead.json()) as { lead_id: string }).lead_id
}, 120_000)

afterAll(async () => {
  await world?.database.close()
})

const WRONG = { authorization: 'Bearer not-the-service-token' }

describe('/v1 without the service credential', () => {
  const refused: [string, string, () => RequestInit][] = [
    ['reads a lead by id', 'GET', () => ({})],
    [
      'sends a lead',
      'POST',
      () => jsonRequest('POST', { form: 'contact', name: 'X', email: 'x@example.com' }),
    ],
    ['asks for a sign-in code', 'POST', () => jsonRequest('POST', { phone: '0412555010' })],
    ['reads a watchlist', 'GET', () => ({})],
    ['starts a deposit', 'POST', () => ({ method: 'POST' })],
    ['confirms a test payment', 'POST', () => ({ method: 'POST' })],
    ['reserves a car', 'POST', () => jsonRequest('POST', { payment_intent_id: 'test_pi_x' })],
    ['counts a view', 'POST', () => ({ method: 'POST' })],
    ['reads phone reveals', 'GET', () => ({})],
  ]
  const pathOf = (name: string) =>
    ({
      'reads a lead by id': `/v1/sites/coastal-motors/leads/${leadId}`,
      'sends a lead': '/v1/sites/coastal-motors/leads',
      'asks for a sign-in code': '/v1/auth/sign-in/code',
      'reads a watchlist': '/v1/watchlist?site=coastal-motors',
      'starts a deposit': `/v1/dealerships/${car.dealership_id}/payment_intent?car_id=${car.id}&origin=x`,
      'confirms a test payment': '/v1/payment-intents/test_pi_x/confirm',
      'reserves a car': '/v1/reservations',
      'counts a view': `/v1/sites/coastal-motors/cars/${car.slug}/views`,
      'reads phone reveals': `/v1/phone-reveals?car_id=${car.id}`,
    })[name] as string

  it.each(refused)('refuses a caller who %s (%s)', async (name, method, init) => {
    for (const headers of [{}, WRONG]) {
      const request = init()
      const response = await world.anonymous.request(pathOf(name), {
        ...request,
        method,
        headers: { ...(request.headers as Record<string, string>), ...headers },
      })
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ error: { code: 'service_credential_required' } })
    }
  })

  it('shows a lead to the service only', async () => {
    const response = await world.app.request(`/v1/sites/coastal-motors/leads/${leadId}`)
    expect(response.status).toBe(200)
  })

  it.each([
    '/v1/sites',
    '/v1/sites/coastal-motors',
    '/v1/sites/resolve?host=coastal-motors.localhost',
    '/v1/sites/coastal-motors/navigation',
    '/v1/sites/coastal-motors/locations',
    '/v1/sites/coastal-motors/models',
    '/v1/sites/coastal-motors/manufacturers',
    '/v1/sites/coastal-motors/cars?per_page=1',
    '/v1/manufacturers',
    '/v1/openapi.json',
  ])('keeps the catalogue read %s public', async (path) => {
    expect((await world.anonymous.request(path)).status).toBe(200)
  })

  it('keeps a car page and its images public', async () => {
    expect((await world.anonymous.request(`/v1/sites/coastal-motors/cars/${car.slug}`)).status).toBe(200)
    expect((await world.anonymous.request(`/v1/sites/coastal-motors/cars/by-id/${car.id}`)).status).toBe(200)
    expect((await world.anonymous.request(car.images[0] as string)).status).toBe(200)
  })
})

describe('production refuses the demo’s conveniences', () => {
  const production = {
    NODE_ENV: 'production',
    PLATFORM_SESSION_SECRET: 's'.repeat(40),
    PLATFORM_SERVICE_TOKEN: 't'.repeat(40),
  }

  it('starts with every secret set', () => {
    const services = servicesFromEnv(production)
    expect(services.serviceToken).toBe('t'.repeat(40))
    expect(services.testPayments).toBe(false)
    expect(services.exposedCodes).toBeNull()
  })

  it.each([
    ['no service token', { PLATFORM_SERVICE_TOKEN: undefined }],
    ['a short service token', { PLATFORM_SERVICE_TOKEN: 'short' }],
    ['exposed sign-in codes', { PLATFORM_EXPOSE_SIGN_IN_CODES: '1' }],
  ])('refuses to start with %s', (_name, change) => {
    expect(() => servicesFromEnv({ ...production, ...change })).toThrow()
  })

  it('refuses the default parent search key, and a missing one', () => {
    expect(() => searchKeysFromEnv({ NODE_ENV: 'production' })).toThrow(/SEARCH_API_KEY/)
    expect(() =>
      searchKeysFromEnv({ NODE_ENV: 'production', SEARCH_API_KEY: 'forecourt-search-only-demo-key' }),
    ).toThrow(/SEARCH_API_KEY/)
    expect(searchKeysFromEnv({ NODE_ENV: 'production', SEARCH_API_KEY: 'k'.repeat(40) }).searchKey).toBe(
      'k'.repeat(40),
    )
  })

  it('does not run the test payment processor', async () => {
    const app = world.appWith({ testPayments: false })
    const started = await app.request(
      `/v1/dealerships/${car.dealership_id}/payment_intent?car_id=${car.id}&origin=x`,
      { method: 'POST' },
    )
    expect(started.status).toBe(503)
    expect(await started.json()).toMatchObject({ error: { code: 'payment_provider_unavailable' } })
  })
})
