// The shopper's account calls to the platform (§5 watchlist, §6 sign-in by phone), made by the
// storefront server only. The platform's session cookie passes straight through: the browser's
// Cookie header goes to the platform, and the platform's Set-Cookie comes back on the page's
// response, so the session is HttpOnly on the dealer's own host and no script ever sees it.
import { type Car, CarSchema } from '@forecourt/domain'
import { z } from 'zod'
import { PlatformUnavailableError } from '../platform-client.js'

export type AccountResult<T> =
  | { ok: true; value: T; setCookie: string[] }
  | { ok: false; status: number; message: string; fields: Record<string, string> }

const ErrorAnswer = z.object({
  error: z.object({
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
})
const UserAnswer = z.object({ user: z.object({ phone: z.string() }) })
const CodeSentAnswer = z.object({ expires_in: z.number() })
const WatchlistAnswer = z.object({ entries: z.array(z.object({ id: z.number().int(), car: CarSchema })) })
const ChangeAnswer = z.object({ success: z.boolean() })

export interface AccountClient {
  /** Sends a sign-in code; the value is how many seconds it stays valid. */
  requestCode(phone: string): Promise<AccountResult<number>>
  verifyCode(phone: string, code: string): Promise<AccountResult<{ phone: string }>>
  /** The signed-in shopper of the request's cookie, or null. */
  session(cookie: string | null): Promise<{ phone: string } | null>
  signOut(cookie: string | null): Promise<AccountResult<unknown>>
  watchlist(cookie: string | null, siteSlug: string): Promise<AccountResult<Car[]>>
  changeWatchlist(
    cookie: string | null,
    change: 'save-car' | 'remove-car',
    body: { phone_number: string; car_id: number },
  ): Promise<AccountResult<boolean>>
}

export function createAccountClient(baseUrl: string, fetchImpl: typeof fetch = fetch): AccountClient {
  async function call<T>(
    path: string,
    schema: z.ZodType<T> | null,
    init: { method?: 'GET' | 'POST'; cookie: string | null; body?: unknown },
  ): Promise<AccountResult<T>> {
    let response: Response
    try {
      response = await fetchImpl(new URL(path, baseUrl), {
        method: init.method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.cookie ? { cookie: init.cookie } : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(5000),
      })
    } catch (cause) {
      throw new PlatformUnavailableError(`platform unreachable at ${baseUrl}`, { cause })
    }
    if (response.status >= 500)
      throw new PlatformUnavailableError(`platform answered ${response.status} for ${path}`)
    const body = response.status === 204 ? null : await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = ErrorAnswer.safeParse(body)
      const fields = Object.fromEntries(
        Object.entries(error.success ? (error.data.error.fields ?? {}) : {}).map(([name, messages]) => [
          name,
          messages[0] ?? '',
        ]),
      )
      return {
        ok: false,
        status: response.status,
        message: error.success ? error.data.error.message : `The platform answered ${response.status}`,
        fields,
      }
    }
    const parsed = schema ? schema.safeParse(body) : { success: true as const, data: body as T }
    if (!parsed.success) throw new PlatformUnavailableError(`unexpected answer for ${path}`)
    return { ok: true, value: parsed.data, setCookie: response.headers.getSetCookie() }
  }
  return {
    requestCode: async (phone) => {
      const result = await call('/v1/auth/sign-in/code', CodeSentAnswer, {
        method: 'POST',
        cookie: null,
        body: { phone },
      })
      return result.ok ? { ...result, value: result.value.expires_in } : result
    },
    verifyCode: async (phone, code) => {
      const result = await call('/v1/auth/sign-in/verify', UserAnswer, {
        method: 'POST',
        cookie: null,
        body: { phone, code },
      })
      return result.ok ? { ...result, value: result.value.user } : result
    },
    session: async (cookie) => {
      if (!cookie) return null
      const result = await call('/v1/auth/session', UserAnswer, { cookie })
      return result.ok ? result.value.user : null
    },
    signOut: (cookie) => call('/v1/auth/sign-out', null, { method: 'POST', cookie }),
    watchlist: async (cookie, siteSlug) => {
      const result = await call(`/v1/watchlist?site=${encodeURIComponent(siteSlug)}`, WatchlistAnswer, {
        cookie,
      })
      return result.ok ? { ...result, value: result.value.entries.map((entry) => entry.car) } : result
    },
    changeWatchlist: async (cookie, change, body) => {
      const result = await call(`/v1/watchlist/${change}`, ChangeAnswer, { method: 'POST', cookie, body })
      return result.ok ? { ...result, value: result.value.success } : result
    },
  }
}

/** Where a sign-in may send the shopper back to: a path on this site, never another origin. */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  return value
}
