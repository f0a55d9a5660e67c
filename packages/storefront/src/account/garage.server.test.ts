import { REQUIRED_MESSAGE } from '@forecourt/domain'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { PlatformClient } from '../platform/platform-client.server.js'
import { PlatformRejectedError } from '../platform/platform-errors.js'
import { storefrontContext } from '../tenant/site-context.server.js'
import { testSite } from '../test-support/fixtures.js'
import { garageAction, garageLoader } from './garage.server.js'

const VEHICLE = {
  id: 4,
  rego: 'ABC123',
  make: 'Kia',
  model: 'Rio',
  year: 2020,
  odometer_km: null,
  created_at: '2026-11-26T00:00:00.000Z',
}

function storefront({ enabled = true, signedIn = true } = {}) {
  const account = {
    session: vi.fn(async () => (signedIn ? { phone: '0412345678' } : null)),
    garage: vi.fn(async () => ({ vehicles: [VEHICLE], maxVehicles: 10 })),
    addGarageVehicle: vi.fn(async () => VEHICLE),
    removeGarageVehicle: vi.fn(async () => {}),
  }
  const context = new RouterContextProvider()
  context.set(storefrontContext, {
    site: testSite({ garage_enabled: enabled, garage_settings: { fields: { odometer_km: 'hidden' } } }),
    platform: { account } as unknown as PlatformClient,
    imageOrigin: 'http://images.test',
  })
  return { account, context }
}

const page = (init?: RequestInit) =>
  new Request('http://city-motors.localhost:3000/garage', {
    headers: { cookie: 'forecourt_session=s' },
    ...init,
  })
const post = (fields: Record<string, string>) =>
  page({
    method: 'POST',
    headers: { cookie: 'forecourt_session=s', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })

/** What a loader or action threw or answered: a redirect's location, a status, data. */
async function outcome(
  run: () => Promise<unknown>,
): Promise<{ status?: number | undefined; location?: string | null; data?: unknown }> {
  try {
    const value = (await run()) as { data?: unknown; init?: { status?: number } | null }
    return value.init ? { status: value.init.status, data: value.data } : { data: value }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') }
    const answer = thrown as { init?: { status?: number }; data?: unknown }
    return { status: answer.init?.status, data: answer.data }
  }
}

const good = { intent: 'add', rego: 'abc 123', make: 'Kia', model: 'Rio', year: '2020' }

describe('/garage', () => {
  it.each([
    ['loader', (context: RouterContextProvider) => garageLoader({ request: page(), context })],
    ['action', (context: RouterContextProvider) => garageAction({ request: post(good), context })],
  ])('the %s answers 404 on a site with the garage off, asking the platform nothing', async (_name, run) => {
    const { account, context } = storefront({ enabled: false })
    expect(await outcome(() => run(context))).toMatchObject({ status: 404, data: { kind: 'page_not_found' } })
    expect(account.session).not.toHaveBeenCalled()
  })

  it('sends a signed-out shopper to sign-in and back', async () => {
    const { context } = storefront({ signedIn: false })
    expect(await outcome(() => garageLoader({ request: page(), context }))).toEqual({
      status: 302,
      location: '/sign-in?type=garage&redirect=%2Fgarage',
    })
  })

  it("lists the shopper's vehicles, never cached publicly", async () => {
    const { context } = storefront()
    const answer = (await garageLoader({ request: page(), context })) as unknown as {
      data: { vehicles: unknown[]; phone: string }
      init: { headers: Record<string, string> }
    }
    expect(answer.data).toMatchObject({ vehicles: [VEHICLE], phone: '0412345678' })
    expect(answer.init.headers['Cache-Control']).toBe('private, no-store')
  })

  it('adds a vehicle with the fields the site asks (a hidden one is not sent) and comes back', async () => {
    const { account, context } = storefront()
    expect(
      await outcome(() => garageAction({ request: post({ ...good, odometer_km: '5' }), context })),
    ).toEqual({
      status: 302,
      location: '/garage',
    })
    expect(account.addGarageVehicle).toHaveBeenCalledWith('forecourt_session=s', 'city-motors', {
      rego: 'abc 123',
      make: 'Kia',
      model: 'Rio',
      year: '2020',
    })
  })

  it('refuses a bad vehicle with 400 beside its fields and what was typed, without the platform', async () => {
    const { account, context } = storefront()
    expect(
      await outcome(() =>
        garageAction({ request: post({ ...good, make: '', rego: 'TOO LONG 1' }), context }),
      ),
    ).toEqual({
      status: 400,
      data: {
        errors: {
          make: REQUIRED_MESSAGE,
          rego: 'Enter the rego as on the plate: letters and numbers, up to 7.',
        },
        values: { ...good, intent: undefined, make: '', rego: 'TOO LONG 1' },
      },
    })
    expect(account.addGarageVehicle).not.toHaveBeenCalled()
  })

  it("shows the platform's refusal of a full garage", async () => {
    const { account, context } = storefront()
    account.addGarageVehicle.mockRejectedValueOnce(
      new PlatformRejectedError(409, 'Your garage holds 10 vehicles.', 'garage_full'),
    )
    expect(await outcome(() => garageAction({ request: post(good), context }))).toMatchObject({
      status: 409,
      data: { message: 'Your garage holds 10 vehicles.' },
    })
  })

  it('removes a vehicle and comes back; one already gone is fine', async () => {
    const { account, context } = storefront()
    const remove = () => garageAction({ request: post({ intent: 'remove', vehicle_id: '4' }), context })
    expect(await outcome(remove)).toEqual({ status: 302, location: '/garage' })
    expect(account.removeGarageVehicle).toHaveBeenCalledWith('forecourt_session=s', 'city-motors', 4)
    account.removeGarageVehicle.mockRejectedValueOnce(new PlatformRejectedError(404, 'gone'))
    expect(await outcome(remove)).toEqual({ status: 302, location: '/garage' })
  })

  it('refuses a post that is not a web form with 415', async () => {
    const { account, context } = storefront()
    const request = page({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'make=Kia' })
    expect(await outcome(() => garageAction({ request, context }))).toMatchObject({ status: 415 })
    expect(account.addGarageVehicle).not.toHaveBeenCalled()
  })
})
