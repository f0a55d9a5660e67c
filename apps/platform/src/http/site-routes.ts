import { SEARCH_PAGE_SIZE, type SiteConfig, SiteConfigSchema } from '@forecourt/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import type { PlatformStore } from '../db/platform-store.js'
import type { SiteRecord } from '../db/site-records.js'
import { carNotFound, siteNotFound } from './api-error.js'
import { normaliseHostname } from './hostname.js'
import { parseInput } from './parse-input.js'
import { servedSiteUrl, type TemplatePorts } from './served-site-url.js'

const MAX_PER_PAGE = 100
// Far beyond any real stock list; it only keeps OFFSET inside what PostgreSQL accepts.
const MAX_PAGE = 1_000_000

const ResolveQuery = z.object({
  host: z
    .string({ error: 'host is required' })
    .trim()
    .min(1, 'host is required')
    .max(255, 'host is too long'),
})

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`)

const CarListQuery = z.object({
  page: wholeNumber('page', 1, MAX_PAGE).default(1),
  per_page: wholeNumber('per_page', 1, MAX_PER_PAGE).default(SEARCH_PAGE_SIZE),
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
        const { host } = parseInput(ResolveQuery, c.req.query())
        const record = await store.findSiteByHostname(normaliseHostname(host))
        if (!record) throw siteNotFound()
        return c.json({ site: toSiteConfig(record) })
      })
      .get('/:slug', async (c) => {
        const record = await siteBySlug(c.req.param('slug'))
        return c.json({ site: toSiteConfig(record) })
      })
      .get('/:slug/cars', async (c) => {
        const query = parseInput(CarListQuery, c.req.query())
        const record = await siteBySlug(c.req.param('slug'))
        const offset = (query.page - 1) * query.per_page
        const { cars, total } = await store.listCars(record.id, { offset, limit: query.per_page })
        return c.json({
          cars,
          page: query.page,
          per_page: query.per_page,
          total,
          total_pages: Math.ceil(total / query.per_page),
        })
      })
      .get('/:slug/cars/:carSlug', async (c) => {
        const record = await siteBySlug(c.req.param('slug'))
        const car = await store.findCar(record.id, c.req.param('carSlug'))
        if (!car) throw carNotFound()
        return c.json({ car })
      })
  )
}
