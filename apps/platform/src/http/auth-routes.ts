import { normalisePhone, validatePhone } from '@forecourt/domain'
import { type Context, Hono } from 'hono'
import {
  clearSessionCookie,
  newSessionId,
  readSessionCookie,
  SESSION_TTL_MS,
  type SessionCookieOptions,
  setSessionCookie,
} from '../auth/session-cookie.js'
import {
  hashSignInCode,
  newSignInCode,
  SIGN_IN_CODE_MAX_ATTEMPTS,
  SIGN_IN_CODE_TTL_MS,
  signInCodeMatches,
} from '../auth/sign-in-code.js'
import type { SignInCodeSender } from '../auth/sign-in-code-sender.js'
import type { PlatformStore } from '../db/platform-store.js'
import { ApiError, invalidField } from './api-error.js'
import { SignInCodeRequestSchema, SignInVerifyRequestSchema } from './auth-schemas.js'
import { readJsonBody } from './json-body.js'
import type { RateLimiter } from './rate-limiter.js'
import { enforceRateLimit } from './request-limits.js'

export interface AuthRouteOptions {
  cookie: SessionCookieOptions
  codeSender: SignInCodeSender
  /** Code requests per phone and per caller. */
  codeLimiter: RateLimiter
  /** Verification attempts per caller. */
  verifyLimiter: RateLimiter
  /** Who is calling, for the rate limits (client-address.ts). */
  callerOf: (c: Context) => string
  now: () => Date
}

export const WRONG_CODE_MESSAGE = 'That code is not right or has expired. Request a new code.'

/** The signed-in shopper of a request, or null (§6: a user is identified by phone). */
export async function sessionUser(
  c: Context,
  store: PlatformStore,
  options: Pick<AuthRouteOptions, 'cookie' | 'now'>,
) {
  const sessionId = await readSessionCookie(c, options.cookie.secret)
  return sessionId ? store.findSessionUser(sessionId, options.now()) : null
}

/** A phone as the §5 rule accepts it (AU or NZ), stored in one normalised form. */
function parsePhone(value: string): string {
  const message = validatePhone(value)
  if (message) throw invalidField('phone', message)
  return normalisePhone(value)
}

/**
 * Sign-in by phone with a one-time code (§5 watchlist needs a signed-in user with a phone).
 * The code goes out through the pluggable sender; verifying it opens a server-side session
 * carried in a signed HttpOnly cookie.
 */
export function authRoutes(store: PlatformStore, options: AuthRouteOptions) {
  return new Hono()
    .post('/sign-in/code', async (c) => {
      const body = await readJsonBody(c, SignInCodeRequestSchema)
      const phone = parsePhone(body.phone)
      await enforceRateLimit(options.codeLimiter, `caller:${options.callerOf(c)}`)
      await enforceRateLimit(options.codeLimiter, `phone:${phone}`)
      const code = newSignInCode()
      await store.saveSignInCode({
        phone,
        codeHash: hashSignInCode(options.cookie.secret, phone, code),
        expiresAt: new Date(options.now().getTime() + SIGN_IN_CODE_TTL_MS),
      })
      await options.codeSender.send(phone, code)
      return c.json({ sent: true, expires_in: SIGN_IN_CODE_TTL_MS / 1000 }, 202)
    })
    .post('/sign-in/verify', async (c) => {
      await enforceRateLimit(options.verifyLimiter, `caller:${options.callerOf(c)}`)
      const body = await readJsonBody(c, SignInVerifyRequestSchema)
      const phone = parsePhone(body.phone)
      const stored = await store.findLiveSignInCode(phone, options.now())
      if (!stored) throw invalidField('code', WRONG_CODE_MESSAGE)
      if (!signInCodeMatches(options.cookie.secret, phone, body.code, stored.codeHash)) {
        // Counted in the database, so guesses spread over platform processes burn the code alike.
        const attempts = await store.recordWrongSignInCode(stored.id, SIGN_IN_CODE_MAX_ATTEMPTS)
        if (attempts !== null && attempts >= SIGN_IN_CODE_MAX_ATTEMPTS) {
          throw new ApiError(429, 'too_many_attempts', 'Too many wrong codes; request a new code')
        }
        throw invalidField('code', WRONG_CODE_MESSAGE)
      }
      const sessionId = newSessionId()
      const session = await store.consumeCodeAndStartSession({
        codeId: stored.id,
        phone,
        sessionId,
        expiresAt: new Date(options.now().getTime() + SESSION_TTL_MS),
      })
      if (!session) throw invalidField('code', WRONG_CODE_MESSAGE)
      await setSessionCookie(c, sessionId, options.cookie)
      return c.json({ user: { phone } })
    })
    .get('/session', async (c) => {
      const user = await sessionUser(c, store, options)
      if (!user) throw new ApiError(401, 'not_signed_in', 'Sign in with your phone first')
      return c.json({ user: { phone: user.phone } })
    })
    .post('/sign-out', async (c) => {
      const sessionId = await readSessionCookie(c, options.cookie.secret)
      if (sessionId) await store.endSession(sessionId)
      clearSessionCookie(c, options.cookie)
      return c.body(null, 204)
    })
}
