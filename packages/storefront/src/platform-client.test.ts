import { describe, expect, it } from 'vitest'
import { createPlatformClient, PlatformRejectedError, PlatformUnavailableError } from './platform-client.js'

type Answer = { status: number; body?: unknown } | Error

function fakeFetch(answers: Record<string, Answer>) {
  const calls: string[] = []
  const fetch = async (input: URL | RequestInfo) => {
    const url = new URL(String(input))
    const key = `${url.pathname}${url.search}`
    calls.push(key)
    const answer = answers[key] ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found' } },
    }
    if (answer instanceof Error) throw answer
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

describe('createPlatformClient', () => {
  it('answers null for a 404', async () => {
    const { fetch } = fakeFetch({})
    const client = createPlatformClient({ baseUrl: 'http://platform', fetch })
    await expect(client.getSite('nowhere')).resolves.toBeNull()
    await expect(client.resolveSite('nowhere.localhost:3000')).resolves.toBeNull()
  })

  it('encodes the host and slugs it sends', async () => {
    const { fetch, calls } = fakeFetch({})
    const client = createPlatformClient({ baseUrl: 'http://platform', fetch })
    await client.resolveSite('a b.localhost:3000')
    await client.getCar('coastal-motors', 'x/y')
    await client.getCarById('coastal-motors', 42)
    expect(calls).toEqual([
      '/v1/sites/resolve?host=a%20b.localhost%3A3000',
      '/v1/sites/coastal-motors/cars/x%2Fy',
      '/v1/sites/coastal-motors/cars/by-id/42',
    ])
  })

  it('names no car for an id the platform could not hold, without asking it', async () => {
    const { fetch, calls } = fakeFetch({})
    const client = createPlatformClient({ baseUrl: 'http://platform', fetch })
    for (const id of [0, -1, 1.5, 2_147_483_648, Number.NaN])
      await expect(client.getCarById('coastal-motors', id)).resolves.toBeNull()
    expect(calls).toEqual([])
  })

  it.each<[string, Answer]>([
    ['a network error', new TypeError('fetch failed')],
    ['a 500', { status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } }],
    ['an answer that does not match the schema', { status: 200, body: { site: { name: 'x' } } }],
  ])('turns %s into PlatformUnavailableError', async (_label, answer) => {
    const { fetch } = fakeFetch({ '/v1/sites/coastal-motors': answer })
    const client = createPlatformClient({ baseUrl: 'http://platform', fetch })
    await expect(client.getSite('coastal-motors')).rejects.toBeInstanceOf(PlatformUnavailableError)
  })
})

describe('createPlatformClient: models, brands and filtered stock', () => {
  const model = { name: 'Toyota RAV4', slug: 'toyota-rav4', body: 'SUV', manufacturer_id: 1 }
  it('lists models (by body), brands with counts and cars by filter', async () => {
    const { fetch, calls } = fakeFetch({
      '/v1/sites/bay/models': { status: 200, body: { models: [model] } },
      '/v1/sites/bay/models?body=cab-chassis': { status: 200, body: { models: [] } },
      '/v1/sites/bay/manufacturers': {
        status: 200,
        body: { manufacturers: [{ id: 1, name: 'Toyota', slug: 'toyota', logo: null, car_count: 3 }] },
      },
      '/v1/sites/bay/cars?page=2&per_page=21&tag=Special&simple_fuel=Electric': {
        status: 200,
        body: { cars: [], page: 2, per_page: 21, total: 0, total_pages: 0 },
      },
    })
    const client = createPlatformClient({ baseUrl: 'http://platform', fetch })
    const [listed] = await client.listModels('bay')
    expect(listed).toMatchObject({ ...model, status: null, override_url: null, image: null })
    await expect(client.listModels('bay', 'cab-chassis')).resolves.toEqual([])
    await expect(client.listManufacturers('bay')).resolves.toMatchObject([{ slug: 'toyota', car_count: 3 }])
    await expect(
      client.listCars('bay', {
        page: 2,
        perPage: 21,
        filters: { tag: ['Special'], simple_fuel: ['Electric'] },
      }),
    ).resolves.toMatchObject({ total: 0 })
    expect(calls).toHaveLength(4)
  })

  it('answers no models or brands for an unknown site, and fails on an unreadable answer', async () => {
    const { fetch } = fakeFetch({ '/v1/sites/bad/models': { status: 200, body: { models: [{ slug: 1 }] } } })
    const client = createPlatformClient({ baseUrl: 'http://platform', fetch })
    await expect(client.listModels('nowhere')).resolves.toEqual([])
    await expect(client.listManufacturers('nowhere')).resolves.toEqual([])
    await expect(client.listModels('bad')).rejects.toBeInstanceOf(PlatformUnavailableError)
  })
})

describe('createPlatformClient: phone reveals (§7)', () => {
  const reveal = { car_id: 48211, dealership_id: 7, website_id: 'coastal-motors' }

  function answering(answer: Answer) {
    const sent: { url: string; method?: string | undefined; body: unknown }[] = []
    const fetch = (async (input: URL | RequestInfo, init?: RequestInit) => {
      sent.push({ url: String(input), method: init?.method, body: JSON.parse(String(init?.body)) })
      if (answer instanceof Error) throw answer
      return new Response(JSON.stringify(answer.body), { status: answer.status })
    }) as typeof globalThis.fetch
    return { client: createPlatformClient({ baseUrl: 'http://platform', fetch }), sent }
  }

  it('posts car_id, dealership_id and website_id as JSON', async () => {
    const { client, sent } = answering({ status: 201, body: { recorded: true } })
    await expect(client.recordPhoneReveal(reveal)).resolves.toBeUndefined()
    expect(sent).toEqual([{ url: 'http://platform/v1/phone-reveals', method: 'POST', body: reveal }])
  })

  it('rejects with the platform’s reason when it refuses the reveal', async () => {
    const { client } = answering({
      status: 400,
      body: {
        error: {
          code: 'invalid_request',
          message: 'Some parameters are invalid',
          fields: { dealership_id: ['dealership_id is not the dealership of this car'] },
        },
      },
    })
    const refused = client.recordPhoneReveal(reveal)
    await expect(refused).rejects.toBeInstanceOf(PlatformRejectedError)
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: 'Some parameters are invalid; dealership_id: dealership_id is not the dealership of this car',
    })
  })

  it.each<[string, Answer]>([
    ['a network error', new TypeError('fetch failed')],
    ['a 500', { status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } }],
    ['an answer that does not match the schema', { status: 201, body: { recorded: 'yes' } }],
  ])('turns %s into PlatformUnavailableError', async (_label, answer) => {
    await expect(answering(answer).client.recordPhoneReveal(reveal)).rejects.toBeInstanceOf(
      PlatformUnavailableError,
    )
  })
})
