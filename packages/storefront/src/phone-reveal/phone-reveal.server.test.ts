// The storefront's /api/phone-reveal: forwards a reveal to the platform for the request's own site
// and answers without ever failing loudly — errors are logged only (§7, §8).
import { RouterContextProvider, type UNSAFE_DataWithResponseInit } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type PhoneReveal,
  type PlatformClient,
  PlatformRejectedError,
  PlatformUnavailableError,
} from '../platform/platform-client.server.js'
import { storefrontContext } from '../tenant/site-context.server.js'
import { testSite } from '../test-support/fixtures.js'
import { phoneRevealAction } from './phone-reveal.server.js'

afterEach(() => vi.restoreAllMocks())

function post(
  body: unknown,
  recordPhoneReveal: (reveal: PhoneReveal) => Promise<void>,
  contentType = 'application/json',
) {
  const platform = { recordPhoneReveal: vi.fn(recordPhoneReveal) } as unknown as PlatformClient
  const context = new RouterContextProvider()
  context.set(storefrontContext, { site: testSite(), platform, imageOrigin: 'http://images.test' })
  const request = new Request('http://city-motors.localhost:3000/api/phone-reveal', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { answer: phoneRevealAction({ request, context }), platform }
}

const answered = async (answer: Promise<UNSAFE_DataWithResponseInit<{ recorded: boolean }>>) => {
  const { data, init } = await answer
  return { status: init?.status, recorded: data.recorded }
}

describe('phoneRevealAction', () => {
  it('forwards car_id and dealership_id with the request’s site as website_id', async () => {
    const { answer, platform } = post(
      { car_id: 48211, dealership_id: 7, website_id: 'another-dealer' },
      async () => {},
    )
    expect(await answered(answer)).toEqual({ status: 201, recorded: true })
    expect(platform.recordPhoneReveal).toHaveBeenCalledWith({
      car_id: 48211,
      dealership_id: 7,
      website_id: 'city-motors',
    })
  })

  it.each<[string, Error, number]>([
    [
      'refuses',
      new PlatformRejectedError(400, 'dealership_id: dealership_id is not the dealership of this car'),
      400,
    ],
    ['is unreachable', new PlatformUnavailableError('platform unreachable at http://platform'), 503],
  ])('logs, and answers without a page error, when the platform %s', async (_case, failure, status) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { answer } = post({ car_id: 48211, dealership_id: 7 }, async () => {
      throw failure
    })
    expect(await answered(answer)).toEqual({ status, recorded: false })
    expect(log).toHaveBeenCalledWith(expect.stringContaining(failure.message))
  })

  it.each<[string, unknown, string]>([
    ['a missing dealership', { car_id: 48211 }, 'application/json'],
    ['a text id', { car_id: '48211', dealership_id: 7 }, 'application/json'],
    ['a body that is not JSON', '{', 'application/json'],
  ])('sends nothing for %s and logs it', async (_case, body, contentType) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { answer, platform } = post(body, async () => {}, contentType)
    expect(await answered(answer)).toEqual({ status: 400, recorded: false })
    expect(platform.recordPhoneReveal).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledOnce()
  })

  it('accepts only JSON, so another site’s plain form cannot count reveals', async () => {
    const { answer, platform } = post(
      'car_id=48211&dealership_id=7',
      async () => {},
      'application/x-www-form-urlencoded',
    )
    expect(await answered(answer)).toEqual({ status: 415, recorded: false })
    expect(platform.recordPhoneReveal).not.toHaveBeenCalled()
  })
})
