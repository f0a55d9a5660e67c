import { modelsBodySlug, type SiteConfig, SiteConfigSchema } from '@forecourt/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import { type AnswerCache, NO_ANSWER_CACHE } from '../cache/answer-cache.js'
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

export function siteRoutes(
  store: PlatformStore,
  ports: TemplatePorts,
  answers: AnswerCache = NO_ANSWER_CACHE,
) {
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
      .get('/', (c) =>
        answers.answer(c, 'sites', 'catalogue', async () => ({
          sites: (await store.listSites()).map((site) => ({
            ...site,
            url: servedSiteUrl(site.slug, site.template, ports),
          })),
        })),
      )
      // Registered before '/:slug' so "resolve" is never taken for a site slug.
      .get('/resolve', (c) => {
        const { host } = parseInput(ResolveQuerySchema, c.req.query())
        const hostname = normaliseHostname(host)
        return answers.answer(c, `resolve:${hostname}`, 'catalogue', async () => {
          const record = await store.findSiteByHostname(hostname)
          if (!record) throw siteNotFound()
          return { site: toSiteConfig(record) }
        })
      })
      .get('/:slug', (c) =>
        answers.answer(c, `site:${c.req.param('slug')}`, 'catalogue', async () => ({
          site: toSiteConfig(await siteBySlug(c.req.param('slug'))),
        })),
      )
      .get('/:slug/navigation', (c) =>
        answers.answer(c, `navigation:${c.req.param('slug')}`, 'catalogue', async () => {
          const record = await siteBySlug(c.req.param('slug'))
          const navigation = await store.findSiteNavigation(record.id)
          if (!navigation)
            throw notFound('navigation_not_found', 'This site has no header and footer navigation')
          return { navigation }
        }),
      )
      .get('/:slug/locations', (c) =>
        answers.answer(c, `locations:${c.req.param('slug')}`, 'catalogue', async () => ({
          locations: (await siteBySlug(c.req.param('slug'))).config.locations,
        })),
      )
      .get('/:slug/locations/:locationSlug', async (c) => {
        const record = await siteBySlug(c.req.param('slug'))
        const location = record.config.locations.find((entry) => entry.slug === c.req.param('locationSlug'))
        if (!location) throw notFound('location_not_found', 'No location with that slug on this site')
        return c.json({ location })
      })
      .get('/:slug/models', (c) => {
        const { body } = parseInput(ModelListQuerySchema, c.req.query())
        const wanted = body === undefined || body === 'all' ? null : modelsBodySlug(body)
        return answers.answer(c, `models:${c.req.param('slug')}:${wanted ?? ''}`, 'catalogue', async () => {
          const models = await store.listSiteModels((await siteBySlug(c.req.param('slug'))).id)
          return {
            models: wanted
              ? models.filter((model) => model.body && modelsBodySlug(model.body) === wanted)
              : models,
          }
        })
      })
      // Counts of stock per brand: a car change changes them.
      .get('/:slug/manufacturers', (c) =>
        answers.answer(c, `manufacturers:${c.req.param('slug')}`, 'cars', async () => ({
          manufacturers: await store.listSiteManufacturers((await siteBySlug(c.req.param('slug'))).id),
        })),
      )
      .get('/:slug/cars', (c) => {
        const query = parseInput(CarListQuerySchema, carListQueryInput(c.req.queries()))
        const { page, per_page, sort, ...filters } = query
        return answers.answer(c, `cars:${c.req.param('slug')}:${JSON.stringify(query)}`, 'cars', async () => {
          const record = await siteBySlug(c.req.param('slug'))
          const offset = (page - 1) * per_page
          const { cars, total } = await store.listCars(record.id, { offset, limit: per_page, sort, filters })
          return { cars, page, per_page, total, total_pages: Math.ceil(total / per_page) }
        })
      })
      // /cars/trade-in?car_id= (§2) names a car by id; two segments, so never taken for a car slug.
      .get('/:slug/cars/by-id/:carId', (c) => {
        const { carId } = parseInput(CarIdPathSchema, { carId: c.req.param('carId') })
        return answers.answer(c, `car-by-id:${c.req.param('slug')}:${carId}`, 'cars', async () => {
          const record = await siteBySlug(c.req.param('slug'))
          const found = await store.findCarById(carId)
          if (!found || found.site_id !== record.id)
            throw notFound('car_not_found', 'No car with that id on this site')
          const { site_id: _siteId, ...car } = found
          return { car }
        })
      })
      .get('/:slug/cars/:carSlug', (c) =>
        answers.answer(c, `car:${c.req.param('slug')}:${c.req.param('carSlug')}`, 'cars', async () => {
          const record = await siteBySlug(c.req.param('slug'))
          const car = await store.findCar(record.id, c.req.param('carSlug'))
          if (!car) throw carNotFound()
          return { car }
        }),
      )
      // A view is a POST so prefetchers, crawlers and the SSR loader's GET never count (§2 view count).
      .post('/:slug/cars/:carSlug/views', async (c) => {
        const record = await siteBySlug(c.req.param('slug'))
        const views = await store.recordCarView(record.id, c.req.param('carSlug'))
        if (views === null) throw carNotFound()
        return c.json({ views })
      })
  )
}
