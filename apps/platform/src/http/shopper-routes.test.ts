import { type Car, PHONE_MESSAGE } from '@forecourt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignInCodeSender } from '../auth/sign-in-code-sender.js'
import { ErrorAnswerSchema, WatchlistAnswerSchema } from './api-answers.js'
import { WRONG_CODE_MESSAGE } from './auth-routes.js'
import { UserAnswerSchema } from './auth-schemas.js'
import { DEFAULT_LIMITS } from './platform-services.js'
import { jsonRequest, openSeededTestApp, type SeededTestApp } from './seeded-test-app.js'

// The injected sender stands where production's SMS provider plugs in: tests read the code here.
const sent = new Map<string, string>()
const capturingSender: SignInCodeSender = {
  send: async (phone, code) => {
    sent.set(phone, code)
  },
}

let world: SeededTestApp
let cars: Car[]

beforeAll(async () => {
  world = await openSeededTestApp({ codeSender: capturingSender })
  cars = (
    (await (await world.app.request('/v1/sites/coastal-motors/cars?per_page=3')).json()) as { cars: Car[] }
  ).cars
}, 120_000)

afterAll(async () => {
  await world?.database.close()
})

const post = async (path: string, body: unknown, cookie?: string, app = world.app) => {
  const response = await app.request(path, jsonRequest('POST', body, cookie ? { cookie } : {}))
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as unknown) : null,
  }
}
const get = async (path: string, cookie?: string) => {
  const response = await world.app.request(path, cookie ? { headers: { cookie } } : {})
  return { status: response.status, body: (await response.json()) as unknown }
}

/** Signs a phone in and answers the cookie to send back. */
async function signIn(phone: string): Promise<string> {
  expect((await post('/v1/auth/sign-in/code', { phone })).status).toBe(202)
  const code = sent.get(phone.replace(/\s/g, ''))
  const verified = await post('/v1/auth/sign-in/verify', { phone, code })
  expect(verified.status).toBe(200)
  const setCookie = verified.headers.get('set-cookie') ?? ''
  return setCookie.split(';')[0] ?? ''
}

describe('sign-in by phone with a one-time code', () => {
  it('sends a code, and the right code opens a session in a signed HttpOnly cookie', async () => {
    const requested = await post('/v1/auth/sign-in/code', { phone: '+61 412 111 222' })
    expect(requested).toMatchObject({ status: 202, body: { sent: true } })
    const code = sent.get('0412111222')
    expect(code).toMatch(/^\d{6}$/)
    const verified = await post('/v1/auth/sign-in/verify', { phone: '0412 111 222', code })
    expect(verified.status).toBe(200)
    expect(UserAnswerSchema.parse(verified.body)).toEqual({ user: { phone: '0412111222' } })
    const setCookie = verified.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^forecourt_session=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const cookie = setCookie.split(';')[0] ?? ''
    expect(await get('/v1/auth/session', cookie)).toEqual({
      status: 200,
      body: { user: { phone: '0412111222' } },
    })
  })

  it('refuses a code twice: it is used up by the first sign-in', async () => {
    await post('/v1/auth/sign-in/code', { phone: '0412 111 333' })
    const code = sent.get('0412111333')
    expect((await post('/v1/auth/sign-in/verify', { phone: '0412111333', code })).status).toBe(200)
    const again = await post('/v1/auth/sign-in/verify', { phone: '0412111333', code })
    expect(again.status).toBe(400)
    expect(ErrorAnswerSchema.parse(again.body).error.fields).toEqual({ code: [WRONG_CODE_MESSAGE] })
  })

  it('burns a code after five wrong guesses with a 429, so guessing cannot go on', async () => {
    await post('/v1/auth/sign-in/code', { phone: '0412 111 444' })
    const right = sent.get('0412111444') ?? ''
    const wrong = right === '000000' ? '111111' : '000000'
    const statuses: number[] = []
    for (let guess = 0; guess < 5; guess += 1) {
      statuses.push((await post('/v1/auth/sign-in/verify', { phone: '0412111444', code: wrong })).status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429])
    expect((await post('/v1/auth/sign-in/verify', { phone: '0412111444', code: right })).status).toBe(400)
  })

  it('answers 400 with the §5 phone message for a number that is not AU or NZ', async () => {
    const { status, body } = await post('/v1/auth/sign-in/code', { phone: '555 0100' })
    expect(status).toBe(400)
    expect(ErrorAnswerSchema.parse(body).error.fields).toEqual({ phone: [PHONE_MESSAGE] })
  })

  it.each([
    [{ phone: '0412111222', code: '12' }, 'code'],
    [{ code: '123456' }, 'phone'],
  ])('answers 400 naming the bad field of %j', async (body, field) => {
    const answer = await post('/v1/auth/sign-in/verify', body)
    expect(answer.status).toBe(400)
    expect(Object.keys(ErrorAnswerSchema.parse(answer.body).error.fields ?? {})).toEqual([field])
  })

  it('answers 429 once a phone asks for more codes than the limit', async () => {
    // Counters live in the database the file shares: this shopper's are its own.
    const limited = world.appWith(
      { limits: { ...DEFAULT_LIMITS, signInCodes: { limit: 2, windowMs: 60_000 } } },
      { 'x-forecourt-shopper-address': '198.51.100.32' },
    )
    const statuses: number[] = []
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push(
        (await post('/v1/auth/sign-in/code', { phone: '0412 999 000' }, undefined, limited)).status,
      )
    }
    expect(statuses).toEqual([202, 202, 429])
  })

  it('answers 401 without a session, with a tampered cookie, and after signing out', async () => {
    expect((await get('/v1/auth/session')).status).toBe(401)
    const cookie = await signIn('0412 111 555')
    const [name, value = ''] = cookie.split('=')
    const tampered = `${value.startsWith('A') ? 'B' : 'A'}${value.slice(1)}`
    expect((await get('/v1/auth/session', `${name}=${tampered}`)).status).toBe(401)
    expect((await post('/v1/auth/sign-out', {}, cookie)).status).toBe(204)
    expect((await get('/v1/auth/session', cookie)).status).toBe(401)
  })
})

describe("watchlist: only the signed-in phone's own list", () => {
  it('saves, lists (newest first) and removes cars; saving twice keeps one entry', async () => {
    const cookie = await signIn('0412 222 000')
    const [first, second] = cars
    const save = (car: Car | undefined) =>
      post('/v1/watchlist/save-car', { phone_number: '0412 222 000', car_id: car?.id }, cookie)
    expect(await save(first)).toMatchObject({ status: 200, body: { success: true } })
    expect((await save(second)).status).toBe(200)
    expect((await save(second)).status).toBe(200)
    const listed = WatchlistAnswerSchema.parse((await get('/v1/watchlist', cookie)).body)
    expect(listed.entries.map((entry) => entry.id).sort()).toEqual([first?.id, second?.id].sort())
    expect(listed.entries[0]?.car.slug).toBeTruthy()
    const removed = await post(
      '/v1/watchlist/remove-car',
      { phone_number: '0412222000', car_id: first?.id },
      cookie,
    )
    expect(removed).toMatchObject({ status: 200, body: { success: true } })
    const after = WatchlistAnswerSchema.parse((await get('/v1/watchlist?site=coastal-motors', cookie)).body)
    expect(after.entries.map((entry) => entry.id)).toEqual([second?.id])
    expect(
      WatchlistAnswerSchema.parse((await get('/v1/watchlist?site=kiwi-auto-hub', cookie)).body).entries,
    ).toEqual([])
  })

  it("keeps one shopper's list from another", async () => {
    const alice = await signIn('0412 333 000')
    const bob = await signIn('0412 444 000')
    await post('/v1/watchlist/save-car', { phone_number: '0412333000', car_id: cars[0]?.id }, alice)
    expect(WatchlistAnswerSchema.parse((await get('/v1/watchlist', bob)).body).entries).toEqual([])
    const forged = await post(
      '/v1/watchlist/save-car',
      { phone_number: '0412333000', car_id: cars[1]?.id },
      bob,
    )
    expect(forged.status).toBe(403)
  })

  it('answers 401 without a session, 404 for an unknown car, 400 for a bad payload', async () => {
    expect((await post('/v1/watchlist/save-car', { phone_number: '0412333000', car_id: 1 })).status).toBe(401)
    expect((await get('/v1/watchlist')).status).toBe(401)
    const cookie = await signIn('0412 555 000')
    expect(
      (await post('/v1/watchlist/save-car', { phone_number: '0412555000', car_id: 99_999_999 }, cookie))
        .status,
    ).toBe(404)
    const bad = await post('/v1/watchlist/save-car', { phone_number: '0412555000', car_id: 'x' }, cookie)
    expect(bad.status).toBe(400)
    expect(Object.keys(ErrorAnswerSchema.parse(bad.body).error.fields ?? {})).toEqual(['car_id'])
    // Past PostgreSQL's integer: a 400 naming the field, not a database error.
    const huge = await post('/v1/watchlist/save-car', { phone_number: '0412555000', car_id: 2 ** 31 }, cookie)
    expect(Object.keys(ErrorAnswerSchema.parse(huge.body).error.fields ?? {})).toEqual(['car_id'])
    expect((await get('/v1/watchlist?site=no-such-dealer', cookie)).status).toBe(404)
  })
})

describe('/v1/phone-reveals: record and count', () => {
  it("records a reveal for the car's dealership and site (id or slug)", async () => {
    const car = cars[0] as Car
    const bySlug = await post('/v1/phone-reveals', {
      car_id: car.id,
      dealership_id: car.dealership_id,
      website_id: 'coastal-motors',
    })
    expect(bySlug).toMatchObject({ status: 201, body: { recorded: true } })
  })

  it("counts a car's reveals, each one recorded", async () => {
    const car = cars[1] as Car
    const count = async () => (await get(`/v1/phone-reveals?car_id=${car.id}`)).body
    expect(await count()).toEqual({ car_id: car.id, reveals: 0 })
    const reveal = { car_id: car.id, dealership_id: car.dealership_id, website_id: 'coastal-motors' }
    expect((await post('/v1/phone-reveals', reveal)).status).toBe(201)
    expect((await post('/v1/phone-reveals', reveal)).status).toBe(201)
    expect(await count()).toEqual({ car_id: car.id, reveals: 2 })
    expect((await get('/v1/phone-reveals?car_id=99999999')).status).toBe(404)
    expect((await get('/v1/phone-reveals?car_id=x')).status).toBe(400)
  })

  it('answers 404 for an unknown car and 400 when dealership or site do not match it', async () => {
    const car = cars[0] as Car
    expect(
      (await post('/v1/phone-reveals', { car_id: 99_999_999, dealership_id: 1, website_id: 1 })).status,
    ).toBe(404)
    const dealership = await post('/v1/phone-reveals', {
      car_id: car.id,
      dealership_id: car.dealership_id + 1,
      website_id: 1,
    })
    expect(Object.keys(ErrorAnswerSchema.parse(dealership.body).error.fields ?? {})).toEqual([
      'dealership_id',
    ])
    const site = await post('/v1/phone-reveals', {
      car_id: car.id,
      dealership_id: car.dealership_id,
      website_id: 'kiwi-auto-hub',
    })
    expect(Object.keys(ErrorAnswerSchema.parse(site.body).error.fields ?? {})).toEqual(['website_id'])
    expect((await post('/v1/phone-reveals', { car_id: car.id })).status).toBe(400)
    const huge = await post('/v1/phone-reveals', { car_id: 2 ** 31, dealership_id: 2 ** 40, website_id: 1 })
    expect(huge.status).toBe(400)
    expect(Object.keys(ErrorAnswerSchema.parse(huge.body).error.fields ?? {}).sort()).toEqual([
      'car_id',
      'dealership_id',
    ])
  })
})
