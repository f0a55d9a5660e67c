import { describe, expect, it } from 'vitest'
import { PlatformUnavailableError } from '../platform-client.js'
import { createAccountClient, safeReturnPath } from './platform-account.js'

/** A fetch that answers from a table and remembers what it was asked. */
function fakePlatform(answer: (url: URL, init: RequestInit) => Response) {
  const calls: { url: URL; init: RequestInit }[] = []
  const fetchImpl = (async (input: URL, init: RequestInit) => {
    calls.push({ url: input, init })
    return answer(input, init)
  }) as typeof fetch
  return { client: createAccountClient('http://platform.test', fetchImpl), calls }
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

describe('safeReturnPath', () => {
  it.each([
    ['/watchlist', '/watchlist'],
    ['/cars/2021-kia?x=1', '/cars/2021-kia?x=1'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })
})

describe('account client', () => {
  it("passes the browser's cookie to the platform and the platform's Set-Cookie back", async () => {
    const { client, calls } = fakePlatform(() =>
      json({ user: { phone: '+61412555000' } }, 200, {
        'set-cookie': 'forecourt_session=abc; HttpOnly; Path=/',
      }),
    )
    const result = await client.verifyCode('0412 555 000', '123456')
    expect(result).toEqual({
      ok: true,
      value: { phone: '+61412555000' },
      setCookie: ['forecourt_session=abc; HttpOnly; Path=/'],
    })
    expect(calls[0]?.url.pathname).toBe('/v1/auth/sign-in/verify')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ phone: '0412 555 000', code: '123456' })

    await client.session('forecourt_session=abc')
    expect(new Headers(calls[1]?.init.headers).get('cookie')).toBe('forecourt_session=abc')
  })

  it('turns a 400 into the first message per field, and knows no session without a cookie', async () => {
    const { client, calls } = fakePlatform(() =>
      json(
        {
          error: {
            code: 'invalid_input',
            message: 'Check the code',
            fields: { code: ['That code is not right'] },
          },
        },
        400,
      ),
    )
    expect(await client.verifyCode('0412555000', '000000')).toEqual({
      ok: false,
      status: 400,
      message: 'Check the code',
      fields: { code: 'That code is not right' },
    })
    expect(await client.session(null)).toBeNull()
    expect(calls).toHaveLength(1)
  })

  it('reads the watchlist as cars and the code lifetime in seconds', async () => {
    const { client } = fakePlatform((url) =>
      url.pathname === '/v1/watchlist' ? json({ entries: [] }) : json({ sent: true, expires_in: 600 }, 202),
    )
    expect(await client.watchlist('c=1', 'coastal-motors')).toMatchObject({ ok: true, value: [] })
    expect(await client.requestCode('0412555000')).toMatchObject({ ok: true, value: 600 })
  })

  it('calls a 5xx or a network failure an outage, so the page shows the 503 page', async () => {
    await expect(fakePlatform(() => json({}, 502)).client.session('c=1')).rejects.toBeInstanceOf(
      PlatformUnavailableError,
    )
    const down = createAccountClient('http://platform.test', (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch)
    await expect(down.requestCode('0412555000')).rejects.toBeInstanceOf(PlatformUnavailableError)
  })
})
