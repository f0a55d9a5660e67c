import { GEOCODE_FAILED_MESSAGE, type Location, LocationSchema, POSTCODE_MESSAGE } from '@forecourt/domain'
import { describe, expect, it, vi } from 'vitest'
import { PlatformRejectedError, PlatformUnavailableError } from '../platform/platform-errors.js'
import { testSite } from '../test-support/fixtures.js'
import { testStorefrontContext } from '../test-support/storefront-context.js'
import {
  NEAREST_UNAVAILABLE_MESSAGE,
  nearestChoicesLoader,
  nearestLocationsFor,
} from './nearest-locations.server.js'

const location = (id: number): Location =>
  LocationSchema.parse({
    id,
    name: `Yard ${id}`,
    slug: `yard-${id}`,
    primary: id === 1,
    position: id,
    visible: true,
    location_type: 'sales',
    dealership_id: 7,
    dealership_slug: 'bay',
    dealership_name: 'Bay',
    address: { street: '1 St', city: 'Cleveland', state: 'QLD', postcode: '4163', lat: -27.5, lng: 153.2 },
    contact_detail: { phone: '07 3000 0000', opening_hours: [] },
  })
const yards = [location(1), location(2), location(3)]
const ids = (locations: Location[]) => locations.map((entry) => entry.id)

describe('nearestLocationsFor (§7 geocode, §5 postcode)', () => {
  it('keeps the dealer’s order and asks nothing without a postcode', async () => {
    const nearestLocations = vi.fn()
    const answer = await nearestLocationsFor({ nearestLocations }, 'bay', yards, null)
    expect(answer).toEqual({ locations: yards, postcode: null, distances: {}, error: null })
    expect(nearestLocations).not.toHaveBeenCalled()
  })

  it('orders by the platform’s answer; a location it left out keeps its place at the end', async () => {
    const nearestLocations = vi.fn(async () => [
      { id: 3, distance_km: 2 },
      { id: 9, distance_km: 3 },
      { id: 1, distance_km: null },
    ])
    const answer = await nearestLocationsFor({ nearestLocations }, 'bay', yards, ' 4163 ')
    expect(nearestLocations).toHaveBeenCalledWith('bay', '4163')
    expect(ids(answer.locations)).toEqual([3, 1, 2])
    expect(answer.distances).toEqual({ 3: 2, 9: 3, 1: null })
    expect(answer.error).toBeNull()
  })

  it.each([
    ['letters', '41a3'],
    ['too short', '416'],
    ['too long', '41630'],
    ['very long', '4'.repeat(10_000)],
    ['empty', ''],
  ])(
    'puts the §5 message on the field for a malformed postcode (%s), without asking',
    async (_label, postcode) => {
      const nearestLocations = vi.fn()
      const answer = await nearestLocationsFor({ nearestLocations }, 'bay', yards, postcode)
      expect(answer.error).toEqual({ field: POSTCODE_MESSAGE })
      expect(ids(answer.locations)).toEqual([1, 2, 3])
      expect(answer.postcode?.length).toBeLessThanOrEqual(40)
      expect(nearestLocations).not.toHaveBeenCalled()
    },
  )

  it.each([
    [
      '422 from the geocoder',
      new PlatformRejectedError(422, GEOCODE_FAILED_MESSAGE, 'postcode_not_found', {
        postcode: GEOCODE_FAILED_MESSAGE,
      }),
      GEOCODE_FAILED_MESSAGE,
    ],
    [
      '400 from the platform',
      new PlatformRejectedError(400, 'Some parameters are invalid', 'invalid_request', {
        postcode: POSTCODE_MESSAGE,
      }),
      POSTCODE_MESSAGE,
    ],
  ])("puts the platform's message on the field for a %s", async (_label, rejection, message) => {
    const nearestLocations = vi.fn(async () => {
      throw rejection
    })
    const answer = await nearestLocationsFor({ nearestLocations }, 'bay', yards, '0000')
    expect(answer).toEqual({ locations: yards, postcode: '0000', distances: {}, error: { field: message } })
  })

  it('keeps the page up with a note when the geocoder cannot answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const nearestLocations = vi.fn(async () => {
      throw new PlatformUnavailableError('platform answered 503')
    })
    const answer = await nearestLocationsFor({ nearestLocations }, 'bay', yards, '4163')
    expect(answer.error).toEqual({ page: NEAREST_UNAVAILABLE_MESSAGE })
    expect(ids(answer.locations)).toEqual([1, 2, 3])
    logged.mockRestore()
  })
})

describe('GET /api/nearest-locations (the forms’ Location choice)', () => {
  const ask = async (nearestLocations: (...args: unknown[]) => unknown, postcode: string) => {
    const context = testStorefrontContext({ nearestLocations }, testSite({ locations: yards }))
    const request = new Request(`http://bay.localhost:3000/api/nearest-locations?postcode=${postcode}`)
    const answer = (await nearestChoicesLoader({ request, context })) as unknown as {
      data: unknown
      init: ResponseInit | null
    }
    return {
      body: answer.data,
      status: answer.init?.status ?? 200,
      headers: new Headers(answer.init?.headers),
    }
  }

  it('answers the site’s locations by name, nearest first with kilometres, kept private', async () => {
    const answer = await ask(
      async () => [
        { id: 2, distance_km: 1.5 },
        { id: 3, distance_km: 4 },
      ],
      '4163',
    )
    expect(answer.body).toEqual({
      locations: [
        { value: 'Yard 2', distanceKm: 1.5 },
        { value: 'Yard 3', distanceKm: 4 },
        { value: 'Yard 1', distanceKm: null },
      ],
    })
    expect(answer.headers.get('cache-control')).toBe('private, max-age=300')
  })

  it.each([
    ['a malformed postcode', '41a3', vi.fn(), 400, POSTCODE_MESSAGE],
    [
      'a postcode the geocoder cannot place',
      '0000',
      vi.fn(async () => {
        throw new PlatformRejectedError(422, GEOCODE_FAILED_MESSAGE, 'postcode_not_found', {
          postcode: GEOCODE_FAILED_MESSAGE,
        })
      }),
      400,
      GEOCODE_FAILED_MESSAGE,
    ],
    [
      'an unreachable platform',
      '4163',
      vi.fn(async () => {
        throw new PlatformUnavailableError('down')
      }),
      503,
      NEAREST_UNAVAILABLE_MESSAGE,
    ],
  ])('refuses %s with the message the page would show', async (_label, postcode, lookup, status, error) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const answer = await ask(lookup, postcode)
    expect(answer).toMatchObject({ status, body: { error } })
  })
})
