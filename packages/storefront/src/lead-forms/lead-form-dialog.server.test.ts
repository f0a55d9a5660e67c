// GET /api/lead-form?path=: what a lead form page would load, for the dialog that opens it over the
// car or location page (§2 Modals). The path is the shopper's to choose, so it is hostile: only a
// path on this site, of bounded length, naming a lead form page, is resolved.
import type { UNSAFE_DataWithResponseInit } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { testCar } from '../test-support/fixtures.js'
import { testStorefrontContext } from '../test-support/storefront-context.js'
import { leadFormDialogLoader } from './lead-form.server.js'

function storefront(car = testCar()) {
  const platform = { getCar: vi.fn(async (_site: string, slug: string) => (slug === car.slug ? car : null)) }
  return { platform, context: testStorefrontContext(platform) }
}

async function ask(path: string, context = storefront().context) {
  const url = `http://city-motors.localhost:3000/api/lead-form?${new URLSearchParams({ path })}`
  const answer = (await leadFormDialogLoader({
    request: new Request(url),
    context,
  })) as UNSAFE_DataWithResponseInit<Record<string, unknown>>
  return {
    status: answer.init?.status ?? 200,
    cacheControl: new Headers(answer.init?.headers).get('cache-control'),
    data: answer.data,
  }
}

describe('the lead form dialog loader', () => {
  it('answers the car form page’s data with a fresh visit key, never stored by a cache', async () => {
    const { platform, context } = storefront()
    const answer = await ask('/cars/rav4-48211/enquire', context)
    expect(answer).toMatchObject({
      status: 200,
      cacheControl: 'private, no-store',
      data: { formId: 'enquiry', car: { slug: 'rav4-48211' }, initialValues: {}, testDriveTimes: [] },
    })
    expect(answer.data.clientKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(answer.data).not.toHaveProperty('site')
    expect(platform.getCar).toHaveBeenCalledWith('city-motors', 'rav4-48211')
    const again = await ask('/cars/rav4-48211/enquire', context)
    expect(again.data.clientKey).not.toBe(answer.data.clientKey)
  })

  it('fills in what the page’s path says, as the page would (Find Me Something Similar’s message)', async () => {
    const answer = await ask('/cars/rav4-48211/similar')
    expect(answer.data).toMatchObject({
      formId: 'find-similar',
      initialValues: { message: expect.any(String) },
    })
  })

  it.each([
    ['a car the platform no longer has', '/cars/gone-1/enquire', 404],
    ['a path that is no lead form page', '/finance/calculator', 404],
    ['a location the site does not have', '/email-us/nowhere', 404],
  ])(
    'answers the page’s own status for %s, for the dialog to open the page instead',
    async (_, path, status) => {
      expect(await ask(path)).toMatchObject({ status, cacheControl: 'private, no-store' })
    },
  )

  it.each([
    ['nothing', ''],
    ['another site by scheme-relative path', '//evil.example/cars/rav4-48211/enquire'],
    [
      'another site by a backslash the URL parser reads as a slash',
      '/\\evil.example/cars/rav4-48211/enquire',
    ],
    ['an absolute address', 'https://evil.example/cars/rav4-48211/enquire'],
    ['a relative path', 'cars/rav4-48211/enquire'],
    ['a path over 300 characters', `/cars/${'a'.repeat(300)}/enquire`],
  ])('refuses %s with 400 before asking the platform', async (_, path) => {
    const { platform, context } = storefront()
    expect(await ask(path, context)).toMatchObject({ status: 400 })
    expect(platform.getCar).not.toHaveBeenCalled()
  })
})
