// Hostile posts to the kit's own form actions (issue 14 item 4): a field over the length cap, too
// many fields, a NUL, a multipart body — each answered with a 4xx and the page's own words beside
// the field, nothing sent to the platform; a valid post at the caps still reaches the platform.
import type { UNSAFE_DataWithResponseInit } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { signInAction, watchlistAction } from '../account/account.server.js'
import { leadFormAction } from '../lead-forms/lead-form.server.js'
import { testStorefrontContext } from '../test-support/storefront-context.js'
import { MAX_FIELD_LENGTH, MAX_FORM_FIELDS } from './read-form-post.server.js'

function storefront() {
  const platform = {
    leads: { send: vi.fn(async () => 'lead-1') },
    account: {
      requestCode: vi.fn(async () => 600),
      verifyCode: vi.fn(),
      session: vi.fn(async () => ({ phone: '0412345678' })),
      changeWatchlist: vi.fn(async () => true),
      signOut: vi.fn(async () => []),
    },
  }
  return { platform, context: testStorefrontContext(platform) }
}

const post = (path: string, body: string, contentType = 'application/x-www-form-urlencoded') =>
  new Request(`http://city-motors.localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  })

const contactAnswers = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    _form: 'contact',
    _js: '1',
    category: 'General Enquiry',
    name: 'Kate Sheppard',
    email: 'kate@example.co.nz',
    phone: '0412 345 678',
    message: 'Is the Hilux still available?',
    terms_agreed: 'true',
    ...overrides,
  }).toString()

/** What an action answered, with its status (200 when it set none). */
function answered<T>(answer: T | UNSAFE_DataWithResponseInit<T>): { status: number; data: T } {
  if (answer && typeof answer === 'object' && 'type' in answer && answer.type === 'DataWithResponseInit') {
    const { data, init } = answer as UNSAFE_DataWithResponseInit<T>
    return { status: init?.status ?? 200, data }
  }
  return { status: 200, data: answer as T }
}

const tooMany = `${contactAnswers()}&${Array.from({ length: MAX_FORM_FIELDS }, (_, i) => `x${i}=1`).join('&')}`

describe('the lead form action', () => {
  it('sends a valid lead whose message is exactly at the length cap', async () => {
    const { platform, context } = storefront()
    const message = 'ā'.repeat(MAX_FIELD_LENGTH)
    const result = answered(
      await leadFormAction({ request: post('/contact', contactAnswers({ message })), params: {}, context }),
    )
    expect(result.status).toBe(200)
    expect(result.data).toMatchObject({ errors: {}, success: { category: 'General Enquiry' } })
    expect(platform.leads.send).toHaveBeenCalledWith(
      'city-motors',
      expect.objectContaining({ lead: expect.objectContaining({ message }) }),
    )
  })

  it.each([
    {
      what: 'a message over the length cap',
      body: contactAnswers({ message: 'a'.repeat(MAX_FIELD_LENGTH + 1) }),
      status: 400,
      errors: { message: 'Keep this under 10,000 characters.' },
    },
    {
      what: 'a NUL in a name',
      body: contactAnswers({ name: 'Kate\0Sheppard' }),
      status: 400,
      errors: { name: expect.stringMatching(/character that cannot be sent/) },
    },
    { what: 'more fields than a form has', body: tooMany, status: 400, errors: {} },
  ])(
    'answers $what with $status, the field marked, the other answers kept, nothing sent',
    async ({ body, status, errors }) => {
      const { platform, context } = storefront()
      const result = answered(await leadFormAction({ request: post('/contact', body), params: {}, context }))
      expect(result.status).toBe(status)
      expect(result.data).toMatchObject({
        errors,
        success: null,
        state: { status: 'failure', error: expect.any(String) },
        values: { email: 'kate@example.co.nz' },
      })
      expect(platform.leads.send).not.toHaveBeenCalled()
    },
  )

  it('refuses a multipart post with 415: no lead form takes files', async () => {
    const { platform, context } = storefront()
    const body = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nKate\r\n--x--\r\n'
    const result = answered(
      await leadFormAction({
        request: post('/contact', body, 'multipart/form-data; boundary=x'),
        params: {},
        context,
      }),
    )
    expect(result.status).toBe(415)
    expect(result.data).toMatchObject({ state: { error: expect.stringMatching(/cannot take files/) } })
    expect(platform.leads.send).not.toHaveBeenCalled()
  })
})

describe('the sign-in action', () => {
  it('marks an over-long phone with 400 and asks the platform for no code', async () => {
    const { platform, context } = storefront()
    const request = post('/sign-in', `phone=${'4'.repeat(MAX_FIELD_LENGTH + 1)}`)
    const result = answered(await signInAction({ request, params: {}, context }))
    expect(result).toMatchObject({
      status: 400,
      data: { step: 'phone', errors: { phone: 'Keep this under 10,000 characters.' } },
    })
    expect(platform.account.requestCode).not.toHaveBeenCalled()
  })

  it('refuses a NUL in the code on the code step', async () => {
    const { platform, context } = storefront()
    const request = post('/sign-in', 'intent=verify&phone=0412345678&code=12%0034')
    const result = answered(await signInAction({ request, params: {}, context }))
    expect(result).toMatchObject({
      status: 400,
      data: { step: 'code', errors: { code: expect.any(String) } },
    })
    expect(platform.account.verifyCode).not.toHaveBeenCalled()
  })
})

describe('the watchlist action', () => {
  it.each([
    [
      'too many fields',
      `intent=save&car_id=1&${'a=1&'.repeat(MAX_FORM_FIELDS)}`,
      'application/x-www-form-urlencoded',
      400,
    ],
    ['a multipart body', '--x--\r\n', 'multipart/form-data; boundary=x', 415],
  ])('refuses %s and changes nothing', async (_case, body, contentType, status) => {
    const { platform, context } = storefront()
    const result = answered(
      await watchlistAction({ request: post('/watchlist', body, contentType), params: {}, context }),
    )
    expect(result).toMatchObject({ status, data: { error: expect.any(String) } })
    expect(platform.account.changeWatchlist).not.toHaveBeenCalled()
  })
})
