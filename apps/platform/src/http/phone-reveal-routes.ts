import { Hono } from 'hono'
import { z } from 'zod'
import type { PlatformStore } from '../db/platform-store.js'
import { carNotFound, invalidField } from './api-error.js'
import { databaseId } from './database-id.js'
import { readJsonBody } from './json-body.js'
import { parseInput } from './parse-input.js'

const id = (name: string) => databaseId(name)

/** Phone reveal payload (§7): car_id, dealership_id, website_id (the site's id or slug). */
export const PhoneRevealRequestSchema = z.object({
  car_id: id('car_id'),
  dealership_id: id('dealership_id'),
  website_id: z.union([id('website_id'), z.string().min(1).max(100)], {
    error: 'website_id must be the site id or slug',
  }),
})

/** Which car's reveals to count. */
export const PhoneRevealCountQuerySchema = z.object({ car_id: databaseId('car_id', { fromText: true }) })

/**
 * Records that a shopper revealed a car's location phone (§4; the storefront only logs failures, §8),
 * and answers how many times a car's phone was revealed.
 */
export function phoneRevealRoutes(store: PlatformStore) {
  return new Hono()
    .get('/', async (c) => {
      const { car_id } = parseInput(PhoneRevealCountQuerySchema, c.req.query())
      if (!(await store.findCarById(car_id))) throw carNotFound()
      return c.json({ car_id, reveals: await store.countPhoneReveals(car_id) })
    })
    .post('/', async (c) => {
      const body = await readJsonBody(c, PhoneRevealRequestSchema)
      const car = await store.findCarById(body.car_id)
      if (!car) throw carNotFound()
      if (car.dealership_id !== body.dealership_id) {
        throw invalidField('dealership_id', 'dealership_id is not the dealership of this car')
      }
      if (typeof body.website_id === 'number' ? body.website_id !== car.site_id : false) {
        throw invalidField('website_id', 'website_id is not the site of this car')
      }
      if (typeof body.website_id === 'string') {
        const site = await store.findSiteBySlug(body.website_id)
        if (site?.id !== car.site_id)
          throw invalidField('website_id', 'website_id is not the site of this car')
      }
      await store.recordPhoneReveal({ siteId: car.site_id, carId: car.id, dealershipId: car.dealership_id })
      return c.json({ recorded: true }, 201)
    })
}
