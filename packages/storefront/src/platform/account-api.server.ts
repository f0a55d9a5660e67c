// The shopper's account calls (§5 watchlist, §6 sign-in by phone). The platform's session cookie
// passes straight through: the browser's Cookie header goes to the platform, and the platform's
// Set-Cookie comes back on the page's response, so the session is HttpOnly on the dealer's own
// host and no script ever sees it.
import { type Car, CarSchema, type GarageVehicle, GarageVehicleSchema } from '@forecourt/domain'
import { z } from 'zod'
import { PlatformRejectedError } from './platform-errors.js'
import type { PlatformAnswer, PlatformTransport } from './platform-transport.server.js'

const UserAnswer = z.object({ user: z.object({ phone: z.string() }) })
const CodeSentAnswer = z.object({ expires_in: z.number() })
const WatchlistAnswer = z.object({ entries: z.array(z.object({ id: z.number().int(), car: CarSchema })) })
const ChangeAnswer = z.object({ success: z.boolean() })
const GarageAnswer = z.object({ vehicles: z.array(GarageVehicleSchema), max_vehicles: z.number().int() })
const GarageVehicleAnswer = z.object({ vehicle: GarageVehicleSchema })

/** A vehicle as the garage form posts it; the platform checks it against the site's settings. */
export type GarageVehicleFields = Partial<Record<'rego' | 'make' | 'model' | 'year' | 'odometer_km', string>>

export interface Shopper {
  phone: string
}

export interface AccountApi {
  /** Sends a sign-in code; answers how many seconds it stays valid. */
  requestCode(phone: string): Promise<number>
  /** Signs the shopper in; the answer's Set-Cookie lines carry the session. */
  verifyCode(phone: string, code: string): Promise<PlatformAnswer<Shopper>>
  /** The signed-in shopper of the request's cookie, or null. */
  session(cookie: string | null): Promise<Shopper | null>
  /** Ends the session; answers the Set-Cookie lines that clear it. */
  signOut(cookie: string | null): Promise<string[]>
  /** The shopper's saved cars on the site; a refused session rejects (sign in again). */
  watchlist(cookie: string | null, siteSlug: string): Promise<Car[]>
  changeWatchlist(
    cookie: string | null,
    change: 'save-car' | 'remove-car',
    body: { phone_number: string; car_id: number },
  ): Promise<boolean>
  /** The shopper's own vehicles on the site (issue 16 garage); a site without a garage rejects with 404. */
  garage(cookie: string | null, siteSlug: string): Promise<{ vehicles: GarageVehicle[]; maxVehicles: number }>
  addGarageVehicle(
    cookie: string | null,
    siteSlug: string,
    vehicle: GarageVehicleFields,
  ): Promise<GarageVehicle>
  removeGarageVehicle(cookie: string | null, siteSlug: string, id: number): Promise<void>
}

const withCookie = (cookie: string | null): Record<string, string> => (cookie ? { cookie } : {})

export function accountApi(call: PlatformTransport): AccountApi {
  return {
    requestCode: async (phone) =>
      (await call({ method: 'POST', path: '/v1/auth/sign-in/code', body: { phone }, schema: CodeSentAnswer }))
        .value.expires_in,
    verifyCode: async (phone, code) => {
      const answer = await call({
        method: 'POST',
        path: '/v1/auth/sign-in/verify',
        body: { phone, code },
        schema: UserAnswer,
      })
      return { value: answer.value.user, setCookie: answer.setCookie }
    },
    // No cookie, no session: the platform is not asked. A session it refuses is none.
    session: async (cookie) => {
      if (!cookie) return null
      try {
        return (await call({ path: '/v1/auth/session', headers: withCookie(cookie), schema: UserAnswer }))
          .value.user
      } catch (error) {
        if (error instanceof PlatformRejectedError) return null
        throw error
      }
    },
    signOut: async (cookie) =>
      (
        await call({
          method: 'POST',
          path: '/v1/auth/sign-out',
          headers: withCookie(cookie),
          schema: z.unknown(),
        })
      ).setCookie,
    watchlist: async (cookie, siteSlug) =>
      (
        await call({
          path: `/v1/watchlist?site=${encodeURIComponent(siteSlug)}`,
          headers: withCookie(cookie),
          schema: WatchlistAnswer,
        })
      ).value.entries.map((entry) => entry.car),
    changeWatchlist: async (cookie, change, body) =>
      (
        await call({
          method: 'POST',
          path: `/v1/watchlist/${change}`,
          headers: withCookie(cookie),
          body,
          schema: ChangeAnswer,
        })
      ).value.success,
    garage: async (cookie, siteSlug) => {
      const { value } = await call({
        path: `/v1/sites/${encodeURIComponent(siteSlug)}/garage`,
        headers: withCookie(cookie),
        schema: GarageAnswer,
      })
      return { vehicles: value.vehicles, maxVehicles: value.max_vehicles }
    },
    addGarageVehicle: async (cookie, siteSlug, vehicle) =>
      (
        await call({
          method: 'POST',
          path: `/v1/sites/${encodeURIComponent(siteSlug)}/garage`,
          headers: withCookie(cookie),
          body: vehicle,
          schema: GarageVehicleAnswer,
        })
      ).value.vehicle,
    removeGarageVehicle: async (cookie, siteSlug, id) => {
      await call({
        method: 'DELETE',
        path: `/v1/sites/${encodeURIComponent(siteSlug)}/garage/${id}`,
        headers: withCookie(cookie),
        schema: z.null(),
      })
    },
  }
}
