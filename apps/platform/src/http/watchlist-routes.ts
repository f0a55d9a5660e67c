import { normalisePhone } from '@forecourt/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import type { PlatformStore } from '../db/platform-store.js'
import { ApiError, carNotFound, siteNotFound } from './api-error.js'
import { type AuthRouteOptions, sessionUser } from './auth-routes.js'
import { databaseId } from './database-id.js'
import { readJsonBody } from './json-body.js'
import { parseInput } from './parse-input.js'

/** Payload of the storefront's POST /api/watchlist/save-car and /remove-car (§7). */
export const WatchlistRequestSchema = z.object({
  phone_number: z.string({ error: 'phone_number is required' }).min(1, 'phone_number is required').max(30),
  car_id: databaseId('car_id'),
})

export const WatchlistQuerySchema = z.object({ site: z.string().trim().min(1).max(100).optional() })

/**
 * The signed-in phone's own watchlist (§5, §6). The §7 payload names a phone; it must be the
 * session's, so nobody can read or change another shopper's list by sending their number.
 */
export function watchlistRoutes(store: PlatformStore, options: Pick<AuthRouteOptions, 'cookie' | 'now'>) {
  const signedIn = async (c: Parameters<typeof sessionUser>[0]) => {
    const user = await sessionUser(c, store, options)
    if (!user) throw new ApiError(401, 'not_signed_in', 'Sign in with your phone first')
    return user
  }
  const change =
    (apply: (userId: number, carId: number) => Promise<void>) =>
    async (c: Parameters<typeof sessionUser>[0]) => {
      const user = await signedIn(c)
      const body = await readJsonBody(c, WatchlistRequestSchema)
      if (normalisePhone(body.phone_number) !== user.phone) {
        throw new ApiError(403, 'forbidden', 'You can only change your own watchlist')
      }
      const car = await store.findCarById(body.car_id)
      if (!car) throw carNotFound()
      await apply(user.userId, car.id)
      return c.json({ success: true })
    }
  return new Hono()
    .get('/', async (c) => {
      const user = await signedIn(c)
      const { site } = parseInput(WatchlistQuerySchema, c.req.query())
      let siteId: number | undefined
      if (site) {
        const record = await store.findSiteBySlug(site)
        if (!record) throw siteNotFound()
        siteId = record.id
      }
      const cars = await store.listWatchlist(user.userId, siteId)
      return c.json({ entries: cars.map((car) => ({ id: car.id, car })) })
    })
    .post(
      '/save-car',
      change((userId, carId) => store.saveWatchlistCar(userId, carId)),
    )
    .post(
      '/remove-car',
      change((userId, carId) => store.removeWatchlistCar(userId, carId)),
    )
}
