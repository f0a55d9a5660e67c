import { describe, expect, it } from 'vitest'
import { type FakeAnswer, fakePlatformFetch } from '../test-support/fake-platform-fetch.js'
import { createPlatformClient } from './platform-client.server.js'
import { PlatformRejectedError, PlatformUnavailableError } from './platform-errors.js'

const clientOf = (answers: Record<string, FakeAnswer>) => {
  const { fetch, calls } = fakePlatformFetch(answers)
  return { client: createPlatformClient({ baseUrl: 'http://platform', fetch }), calls }
}

describe('nearest locations (§7 geocode)', () => {
  it('asks for the site’s locations nearest a postcode and reads the order and distances', async () => {
    const { client, calls } = clientOf({
      '/v1/sites/bay/locations/nearest?postcode=4163': {
        status: 200,
        body: {
          postcode: '4163',
          origin: { lat: -27.5, lng: 153.2 },
          locations: [
            { id: 2, name: 'B', distance_km: 1.5 },
            { id: 1, distance_km: null },
          ],
        },
      },
    })
    await expect(client.nearestLocations('bay', '4163')).resolves.toEqual([
      { id: 2, distance_km: 1.5 },
      { id: 1, distance_km: null },
    ])
    expect(calls.map((call) => call.path)).toEqual(['/v1/sites/bay/locations/nearest?postcode=4163'])
  })

  it('passes on a postcode the platform cannot place as a rejection naming the field', async () => {
    const { client } = clientOf({
      '/v1/sites/bay/locations/nearest?postcode=0000': {
        status: 422,
        body: {
          error: {
            code: 'postcode_not_found',
            message: 'Invalid postcode',
            fields: { postcode: ['Invalid postcode'] },
          },
        },
      },
    })
    const rejection = await client.nearestLocations('bay', '0000').catch((error: unknown) => error)
    expect(rejection).toBeInstanceOf(PlatformRejectedError)
    expect((rejection as PlatformRejectedError).fields).toEqual({ postcode: 'Invalid postcode' })
  })

  it('answers null for an unknown site', async () => {
    await expect(clientOf({}).client.nearestLocations('nowhere', '2000')).resolves.toBeNull()
  })
})

describe('catalogue reads', () => {
  it('answer null for a 404', async () => {
    const { client } = clientOf({})
    await expect(client.getSite('nowhere')).resolves.toBeNull()
    await expect(client.resolveSite('nowhere.localhost:3000')).resolves.toBeNull()
    await expect(client.getCar('nowhere', 'x')).resolves.toBeNull()
  })

  it('encode the host and slugs they send', async () => {
    const { client, calls } = clientOf({})
    await client.resolveSite('a b.localhost:3000')
    await client.getCar('coastal-motors', 'x/y')
    await client.getCarById('coastal-motors', 42)
    expect(calls.map((call) => call.path)).toEqual([
      '/v1/sites/resolve?host=a%20b.localhost%3A3000',
      '/v1/sites/coastal-motors/cars/x%2Fy',
      '/v1/sites/coastal-motors/cars/by-id/42',
    ])
  })

  it('name no car for an id the platform could not hold, without asking it', async () => {
    const { client, calls } = clientOf({})
    for (const id of [0, -1, 1.5, 2_147_483_648, Number.NaN])
      await expect(client.getCarById('coastal-motors', id)).resolves.toBeNull()
    expect(calls).toEqual([])
  })

  it('list models (by body), brands with counts and cars by filter', async () => {
    const model = { name: 'Toyota RAV4', slug: 'toyota-rav4', body: 'SUV', manufacturer_id: 1 }
    const { client, calls } = clientOf({
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

  it('answer no models or brands for an unknown site, and fail on an unreadable answer', async () => {
    const { client } = clientOf({ '/v1/sites/bad/models': { status: 200, body: { models: [{ slug: 1 }] } } })
    await expect(client.listModels('nowhere')).resolves.toEqual([])
    await expect(client.listManufacturers('nowhere')).resolves.toEqual([])
    await expect(client.listModels('bad')).rejects.toBeInstanceOf(PlatformUnavailableError)
  })
})

describe('phone reveals (§7)', () => {
  const reveal = { car_id: 48211, dealership_id: 7, website_id: 'coastal-motors' }

  it('post car_id, dealership_id and website_id as JSON', async () => {
    const { client, calls } = clientOf({ '/v1/phone-reveals': { status: 201, body: { recorded: true } } })
    await expect(client.recordPhoneReveal(reveal)).resolves.toBeUndefined()
    expect(calls).toMatchObject([{ path: '/v1/phone-reveals', method: 'POST', body: reveal }])
  })

  it('reject with the platform’s reason when it refuses the reveal', async () => {
    const { client } = clientOf({
      '/v1/phone-reveals': {
        status: 400,
        body: {
          error: {
            code: 'invalid_request',
            message: 'Some parameters are invalid',
            fields: { dealership_id: ['dealership_id is not the dealership of this car'] },
          },
        },
      },
    })
    await expect(client.recordPhoneReveal(reveal)).rejects.toBeInstanceOf(PlatformRejectedError)
  })
})
