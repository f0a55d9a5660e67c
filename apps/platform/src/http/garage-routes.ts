import {
  checkGarageVehicle,
  GARAGE_FULL_MESSAGE,
  GARAGE_MAX_VEHICLES,
  GarageSettingsSchema,
} from '@forecourt/domain'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { PlatformStore } from '../db/platform-store.js'
import { ApiError, conflict, notFound, siteNotFound } from './api-error.js'
import { type AuthRouteOptions, sessionUser } from './auth-routes.js'
import { databaseId } from './database-id.js'
import { readJsonBody } from './json-body.js'
import { parseInput } from './parse-input.js'

// A transport cap only: the domain's rule has the real, shorter limits and says them per field.
const loose = z.union([z.string().max(200), z.number(), z.null()]).optional()

/** A vehicle to add (issue 16 garage); which fields count is the site's `garage_settings`. */
export const GarageVehicleRequestSchema = z.object({
  rego: loose,
  make: loose,
  model: loose,
  year: loose,
  odometer_km: loose,
})

export const GarageVehicleParamsSchema = z.object({ id: databaseId('id', { fromText: true }) })

const garageNotFound = () => notFound('garage_not_found', 'This site has no garage')

/**
 * The signed-in shopper's garage on one site: list, add, remove. Scoped by site and shopper, so
 * neither another dealer nor another shopper ever reaches a vehicle (their id answers 404), and
 * a site with the garage switched off has none at all.
 */
export function garageRoutes(store: PlatformStore, options: Pick<AuthRouteOptions, 'cookie' | 'now'>) {
  const garageOf = async (c: Context) => {
    const site = await store.findSiteBySlug(c.req.param('slug') ?? '')
    if (!site) throw siteNotFound()
    if (!site.config.garage_enabled) throw garageNotFound()
    const user = await sessionUser(c, store, options)
    if (!user) throw new ApiError(401, 'not_signed_in', 'Sign in with your phone first')
    return {
      siteId: site.id,
      userId: user.userId,
      settings: GarageSettingsSchema.parse(site.config.garage_settings ?? {}),
    }
  }
  return new Hono()
    .get('/:slug/garage', async (c) => {
      const { siteId, userId } = await garageOf(c)
      const vehicles = await store.listGarageVehicles(siteId, userId)
      return c.json({ vehicles, max_vehicles: GARAGE_MAX_VEHICLES })
    })
    .post('/:slug/garage', async (c) => {
      const { siteId, userId, settings } = await garageOf(c)
      const body = await readJsonBody(c, GarageVehicleRequestSchema)
      const checked = checkGarageVehicle(body, settings, options.now())
      if (!checked.ok) {
        const fields = Object.fromEntries(
          Object.entries(checked.errors).map(([name, message]) => [name, [message]]),
        )
        throw new ApiError(400, 'invalid_request', 'Some details of the vehicle are not right', fields)
      }
      const result = await store.addGarageVehicle(siteId, userId, checked.vehicle, GARAGE_MAX_VEHICLES)
      if ('full' in result) throw conflict('garage_full', GARAGE_FULL_MESSAGE)
      return c.json({ vehicle: result.added }, 201)
    })
    .delete('/:slug/garage/:id', async (c) => {
      const { siteId, userId } = await garageOf(c)
      const { id } = parseInput(GarageVehicleParamsSchema, { id: c.req.param('id') })
      if (!(await store.removeGarageVehicle(siteId, userId, id))) {
        throw notFound('vehicle_not_found', 'No vehicle with that id in your garage')
      }
      return c.body(null, 204)
    })
}
