import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie'

export const SESSION_COOKIE = 'forecourt_session'
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

export interface SessionCookieOptions {
  secret: string
  /** Secure cookies need https; the embedded default serves http on loopback. */
  secure: boolean
}

export function newSessionId(): string {
  return randomBytes(32).toString('base64url')
}

/** HttpOnly so page scripts never see it; SameSite=Lax so other sites cannot post with it. */
export async function setSessionCookie(
  c: Context,
  sessionId: string,
  options: SessionCookieOptions,
): Promise<void> {
  await setSignedCookie(c, SESSION_COOKIE, sessionId, options.secret, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: options.secure,
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  })
}

/** The session id from a cookie whose signature checks out; a forged or tampered one is no session. */
export async function readSessionCookie(c: Context, secret: string): Promise<string | null> {
  const value = await getSignedCookie(c, secret, SESSION_COOKIE)
  return typeof value === 'string' && value.length > 0 ? value : null
}

export function clearSessionCookie(c: Context, options: SessionCookieOptions): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: options.secure, httpOnly: true, sameSite: 'Lax' })
}
