import {
  GARAGE_FULL_MESSAGE,
  GARAGE_MAX_VEHICLES,
  GARAGE_REGO_MESSAGE,
  REQUIRED_MESSAGE,
} from '@forecourt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignInCodeSender } from '../auth/sign-in-code-sender.js'
import { ErrorAnswerSchema, GarageAnswerSchema, GarageVehicleAnswerSchema } from './api-answers.js'
import { jsonRequest, openSeededTestApp, type SeededTestApp } from './seeded-test-app.js'

// The seed switches the garage on for harbour-nissan (odometer required) and leaves it off elsewhere.
const GARAGE_SITE = 'harbour-nissan'
const OTHER_SITE = 'coastal-motors'

const sent = new Map<string, string>()
const capturingSender: SignInCodeSender = {
  send: async (phone, code) => {
    sent.set(phone, code)
  },
}

let world: SeededTestApp

beforeAll(async () => {
  world = await openSeededTestApp({ codeSender: capturingSender })
}, 120_000)

afterAll(async () => {
  await world?.database.close()
})

async function call(method: string, path: string, cookie?: string, body?: unknown) {
  const headers: Record<string, string> = cookie ? { cookie } : {}
  const response = await world.app.request(
    path,
    body === undefined ? { method, headers } : jsonRequest(method, body, headers),
  )
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
}

async function signIn(phone: string): Promise<string> {
  await call('POST', '/v1/auth/sign-in/code', undefined, { phone })
  const response = await world.app.request(
    '/v1/auth/sign-in/verify',
    jsonRequest('POST', { phone, code: sent.get(phone) }),
  )
  expect(response.status).toBe(200)
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

const garage = (site = GARAGE_SITE) => `/v1/sites/${site}/garage`
const vehicle = { rego: 'abc 123', make: 'Nissan', model: 'X-Trail', year: 2019, odometer_km: '64,000' }

describe('the garage of a signed-in shopper', () => {
  it('adds, lists and removes a vehicle, with the rego and km as stored', async () => {
    const cookie = await signIn('0412700001')
    expect(GarageAnswerSchema.parse((await call('GET', garage(), cookie)).body)).toEqual({
      vehicles: [],
      max_vehicles: GARAGE_MAX_VEHICLES,
    })
    const added = await call('POST', garage(), cookie, vehicle)
    expect(added.status).toBe(201)
    const { vehicle: stored } = GarageVehicleAnswerSchema.parse(added.body)
    expect(stored).toMatchObject({
      rego: 'ABC123',
      make: 'Nissan',
      model: 'X-Trail',
      year: 2019,
      odometer_km: 64000,
    })
    expect(GarageAnswerSchema.parse((await call('GET', garage(), cookie)).body).vehicles).toEqual([stored])

    expect((await call('DELETE', `${garage()}/${stored.id}`, cookie)).status).toBe(204)
    expect(GarageAnswerSchema.parse((await call('GET', garage(), cookie)).body).vehicles).toEqual([])
    expect((await call('DELETE', `${garage()}/${stored.id}`, cookie)).status).toBe(404)
  })

  it("never shows or removes another shopper's vehicle", async () => {
    const owner = await signIn('0412700002')
    const other = await signIn('0412700003')
    const { vehicle: stored } = GarageVehicleAnswerSchema.parse(
      (await call('POST', garage(), owner, vehicle)).body,
    )
    expect(GarageAnswerSchema.parse((await call('GET', garage(), other)).body).vehicles).toEqual([])
    expect(await call('DELETE', `${garage()}/${stored.id}`, other)).toMatchObject({
      status: 404,
      body: { error: { code: 'vehicle_not_found' } },
    })
    expect(GarageAnswerSchema.parse((await call('GET', garage(), owner)).body).vehicles).toHaveLength(1)
  })

  it('keeps a garage to its site: another site has none, and its ids do not reach across', async () => {
    const cookie = await signIn('0412700004')
    const { vehicle: stored } = GarageVehicleAnswerSchema.parse(
      (await call('POST', garage(), cookie, vehicle)).body,
    )
    for (const [method, path] of [
      ['GET', garage(OTHER_SITE)],
      ['POST', garage(OTHER_SITE)],
      ['DELETE', `${garage(OTHER_SITE)}/${stored.id}`],
    ] as const) {
      const answer = await call(method, path, cookie, method === 'POST' ? vehicle : undefined)
      expect(answer, `${method} ${path}`).toMatchObject({
        status: 404,
        body: { error: { code: 'garage_not_found' } },
      })
    }
    expect((await call('GET', garage('no-such-dealer'), cookie)).status).toBe(404)
    expect(GarageAnswerSchema.parse((await call('GET', garage(), cookie)).body).vehicles).toHaveLength(1)
  })

  it.each([
    ['GET', undefined],
    ['POST', vehicle],
  ] as const)('%s without a session is 401', async (method, body) => {
    expect(await call(method, garage(), undefined, body)).toMatchObject({
      status: 401,
      body: { error: { code: 'not_signed_in' } },
    })
  })

  it('needs the service credential: a direct caller is refused', async () => {
    const cookie = await signIn('0412700005')
    const response = await world.anonymous.request(garage(), { headers: { cookie } })
    expect(response.status).toBe(401)
  })
})

describe('refusing a bad vehicle', () => {
  let cookie: string
  beforeAll(async () => {
    cookie = await signIn('0412700010')
  })

  it.each([
    [
      'nothing',
      {},
      {
        rego: [REQUIRED_MESSAGE],
        make: [REQUIRED_MESSAGE],
        model: [REQUIRED_MESSAGE],
        year: [REQUIRED_MESSAGE],
        odometer_km: [REQUIRED_MESSAGE],
      },
    ],
    ['a rego of 8', { ...vehicle, rego: 'ABCD1234' }, { rego: [GARAGE_REGO_MESSAGE] }],
    [
      'an endless rego, by its length',
      { ...vehicle, rego: 'A'.repeat(150) },
      { rego: ['Keep this under 12 characters.'] },
    ],
  ])('%s: 400 naming each field', async (_label, body, fields) => {
    const answer = await call('POST', garage(), cookie, body)
    expect(answer.status).toBe(400)
    expect(ErrorAnswerSchema.parse(answer.body).error.fields).toEqual(fields)
  })

  it.each([
    ['a value past the transport cap', { ...vehicle, make: 'M'.repeat(201) }, 'make'],
    ['an object for a field', { ...vehicle, model: { name: 'X' } }, 'model'],
    ['a bad id to remove', undefined, 'id'],
  ])('%s: 400 naming the field', async (_label, body, field) => {
    const answer =
      body === undefined
        ? await call('DELETE', `${garage()}/abc`, cookie)
        : await call('POST', garage(), cookie, body)
    expect(answer.status).toBe(400)
    expect(ErrorAnswerSchema.parse(answer.body).error.fields).toHaveProperty(field)
  })

  it('malformed JSON is a 400', async () => {
    expect((await call('POST', garage(), cookie, '{"make":')).status).toBe(400)
  })

  it(`stops at ${GARAGE_MAX_VEHICLES} vehicles with 409, and takes one again after a removal`, async () => {
    const full = await signIn('0412700011')
    const ids: number[] = []
    for (let index = 0; index < GARAGE_MAX_VEHICLES; index++) {
      const answer = await call('POST', garage(), full, { ...vehicle, rego: `CAR${index}` })
      expect(answer.status).toBe(201)
      ids.push(GarageVehicleAnswerSchema.parse(answer.body).vehicle.id)
    }
    expect(await call('POST', garage(), full, vehicle)).toMatchObject({
      status: 409,
      body: { error: { code: 'garage_full', message: GARAGE_FULL_MESSAGE } },
    })
    expect((await call('DELETE', `${garage()}/${ids[0]}`, full)).status).toBe(204)
    expect((await call('POST', garage(), full, vehicle)).status).toBe(201)
  })
})
