import { modelsBodySlug, type SiteConfig, SiteConfigSchema } from '@forecourt/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import { MAX_DB_INTEGER } from '../db/integer-bounds.js'
import type { PlatformStore } from '../db/platform-store.js'
import type { SiteRecord } from '../db/site-records.js'
import { carNotFound, notFound, siteNotFound } from './api-error.js'
import { CarListQuerySchema, carListQueryInput } from './car-list-query.js'
import { normaliseHostname } from './hostname.js'
import { parseInput } from './parse-input.js'
import { servedSiteUrl, type TemplatePorts } from './served-site-url.js'

export const ResolveQuerySchema = z.object({
  host: z
    .string({ error: 'host is required' })
    .trim()
    .min(1, 'host is required')
    .max(255, 'host is too long'),
})

export const ModelListQuerySchema = z.object({
  /** `/models?body=` (§2): a body slug such as `suv` or `cab-chassis`, or `all`. */
  body: z.string().trim().min(1, 'body must not be empty').max(60, 'body is too long').optional(),
})

/** `/cars/by-id/:carId`: a positive database integer, written plainly (no signs, exponents or spaces). */
export const CarIdPathSchema = z.object({
  carId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'carId must be a car id')
    .transform(Number)
    .refine((id) => id <= MAX_DB_INTEGER, 'carId must be a car id'),
})

export function siteRoutes(store: PlatformStore, ports: TemplatePorts) {
  const toSiteConfig = (record: SiteRecord): SiteConfig =>
    SiteConfigSchema.parse({
      ...record.config,
      url: servedSiteUrl(record.config.slug, record.config.template, ports),
    })
  const siteBySlug = async (slug: string): Promise<SiteRecord> => {
    const record = await store.findSiteBySlug(slug)
    if (!record) throw siteNotFound()
    return record
  }

  return (
    new Hono()
      .get('/', async (c) => {
        const summaries = await store.listSites()
        return c.json({
          sites: summaries.map((site) => ({ ...site, url: servedSiteUrl(site.slug, site.template, ports) })),
        })
      })
      // Registered before '/:slug' so "resolve" is never taken for a site slug.
      .get('/resolve', async (c) => {
        const { host } = parseInput(ResolveQuerySchema, c.req.query())
        const record = await store.findSiteByHostname(normaliseHostname(host))
        if (!record) throw siteNotFound()
        return c.json({ site: toSiteConfig(record) })
      })
      .get('/:slug', async (c) => {
        const record = await siteBySlug(c.req.param('slug'))
        return c.json({ site: toSiteConfig(record) })
      })
      .get('/:slug/navigation', async (c) => {
        const record = await siteBySlug(c.req.param('slug'))
        const navigation = await store.findSiteNavigation(record.id)
        if (!navigation)
          throw notFound('navigation_not_found', 'This site has no header and footer navigation')
        return c.json({ navigation })
      })
      .get('/:slug/locations', async (c) => {
        const record = await siteBySlug(c.req.param('slug'))
        return c.json({ locations: record.config.locations })
      })
      .get('/:slug/locations/:locationSlug', async (c) => {
        const record = await siteBySlug(c.req.param('slug'))
        const location = record.config.locations.find((entry) => entry.slug === c.req.param('locationSlug'))
        if (!location) throw notFound('location_not_found', 'No location with that slug on this site')
        return c.json({ location })
      })
      .get('/:slug/models', async (c) => {
        const { body } = parseInput(ModelListQuerySchema, c.req.query())
        const record = await siteBySlug(c.req.param('slug'))
        const models = await store.listSiteModels(record.id)
        const wanted = body === undefined || body === 'all' ? null : modelsBodySlug(body)
        return c.json({
          models: wanted
            ? models.filter((model) => model.body && modelsBodySlug(model.body) === wanted)
            : models,
        })
      })
      .get('/:slug/manufacturers', async (c) => {
        const record = await siteBySlug(c.req.param('slug'))
        return c.json({ manufacturers: await store.listSiteManufacturers(record.id) })
      })
      .get('/:slug/cars', async (c) => {
        const { page, per_page, sort, ...filters } = parseInput(
          CarListQuerySchema,
          carListQueryInput(c.req.queries()),
        )
        const record = await siteBySlug(c.req.param('slug'))
        const offset = (page - 1) * per_page
        const { cars, total } = await store.listCars(record.id, { offset, limit: per_page, sort, filters })
        return c.json({ cars, page, per_page, total, total_pages: Math.ceil(total / per_page) })
      })
      // /cars/trade-in?car_id= (§2) names a car by id; two segments, so never taken for a car slug.
      .get('/:slug/cars/by-id/:carId', async (c) => {
        const { carId } = parseInput(CarIdPathSchema, { carId: c.req.param('carId') })
        const record = await siteBySlug(c.req.param('slug'))
        const found = await store.findCarById(carId)
        if (!found || found.site_id !== record.id)
          throw notFound('car_not_found', 'No car with that id on this site')
        const { site_id: _siteId, ...car } = found
        return c.json({ car })
      })
      .get('/:slug/cars/:carSlug', async (c) => {
        const record = await siteBySlug(c.req.param('slug'))
        const car = await store.findCar(record.id, c.req.param('carSlug'))
        if (!car) throw carNotFound()
        return c.json({ car })
      })
      // A view is a POST so prefetchers, crawlers and the SSR loader's GET never count (§2 view count).
      .post('/:slug/cars/:carSlug/views', async (c) => {
        const record = await siteBySlug(c.req.param('slug'))
        const views = await store.recordCarView(record.id, c.req.param('carSlug'))
        if (views === null) throw carNotFound()
        return c.json({ views })
      })
  )
}
