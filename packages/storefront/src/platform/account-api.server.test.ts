import { describe, expect, it } from 'vitest'
import { type FakeAnswer, type FakeCall, fakePlatformFetch } from '../test-support/fake-platform-fetch.js'
import { createPlatformClient } from './platform-client.server.js'
import { PlatformRejectedError, PlatformUnavailableError } from './platform-errors.js'

const accountAnswering = (answer: (call: FakeCall) => FakeAnswer) => {
  const { fetch, calls } = fakePlatformFetch(answer)
  return { account: createPlatformClient({ baseUrl: 'http://platform.test', fetch }).account, calls }
}

describe('account calls', () => {
  it("pass the browser's cookie to the platform and the platform's Set-Cookie back", async () => {
    const { account, calls } = accountAnswering(() => ({
      status: 200,
      body: { user: { phone: '+61412555000' } },
      headers: { 'set-cookie': 'forecourt_session=abc; HttpOnly; Path=/' },
    }))
    expect(await account.verifyCode('0412 555 000', '123456')).toEqual({
      value: { phone: '+61412555000' },
      setCookie: ['forecourt_session=abc; HttpOnly; Path=/'],
    })
    expect(calls[0]).toMatchObject({
      path: '/v1/auth/sign-in/verify',
      body: { phone: '0412 555 000', code: '123456' },
    })
    await account.session('forecourt_session=abc')
    expect(calls[1]?.headers.get('cookie')).toBe('forecourt_session=abc')
  })

  it('reject a wrong code with the first message per field; know no session without a cookie or when refused', async () => {
    const { account, calls } = accountAnswering(() => ({
      status: 400,
      body: {
        error: {
          code: 'invalid_input',
          message: 'Check the code',
          fields: { code: ['That code is not right'] },
        },
      },
    }))
    await expect(account.verifyCode('0412555000', '000000')).rejects.toMatchObject({
      status: 400,
      message: 'Check the code',
      fields: { code: 'That code is not right' },
    })
    expect(await account.session(null)).toBeNull()
    expect(calls).toHaveLength(1)
    expect(await account.session('expired=1')).toBeNull()
  })

  it('read the watchlist as cars and the code lifetime in seconds', async () => {
    const { account } = accountAnswering(({ path }) =>
      path.startsWith('/v1/watchlist')
        ? { status: 200, body: { entries: [] } }
        : { status: 202, body: { sent: true, expires_in: 600 } },
    )
    expect(await account.watchlist('c=1', 'coastal-motors')).toEqual([])
    expect(await account.requestCode('0412555000')).toBe(600)
  })

  it('reject a watchlist read the platform refuses, so the page can send the shopper to sign in', async () => {
    const { account } = accountAnswering(() => ({ status: 401, body: { error: { message: 'Sign in' } } }))
    await expect(account.watchlist('c=1', 'coastal-motors')).rejects.toBeInstanceOf(PlatformRejectedError)
  })

  it('call a 5xx or a network failure an outage, so the page shows the 503 page', async () => {
    await expect(
      accountAnswering(() => ({ status: 502, body: {} })).account.session('c=1'),
    ).rejects.toBeInstanceOf(PlatformUnavailableError)
    const down = accountAnswering(() => new TypeError('fetch failed')).account
    await expect(down.requestCode('0412555000')).rejects.toBeInstanceOf(PlatformUnavailableError)
  })
})
