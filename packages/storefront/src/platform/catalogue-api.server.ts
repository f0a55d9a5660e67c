// The platform's public catalogue: sites, their stock, models and brands (apps/platform site-routes.ts),
// and the car page's phone reveal. Every answer is parsed with the domain schemas, so a storefront
// never renders data it does not understand.
import {
  type Car,
  CarSchema,
  ManufacturerSchema,
  ModelSchema,
  type SiteConfig,
  SiteConfigSchema,
  TemplateSchema,
} from '@forecourt/domain'
import { z } from 'zod'
import { found, type PlatformTransport } from './platform-transport.server.js'
import { type CachedRead, uncachedRead } from './read-cache.server.js'

const SiteAnswer = z.object({ site: SiteConfigSchema })
const SiteSummarySchema = z.object({ slug: z.string(), template: TemplateSchema })
const SiteListAnswer = z.object({ sites: z.array(SiteSummarySchema) })
export type SiteSummary = z.infer<typeof SiteSummarySchema>
const CarAnswer = z.object({ car: CarSchema })
const CarPageAnswer = z.object({
  cars: z.array(CarSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
})
export type CarPage = z.infer<typeof CarPageAnswer>
/** A model page entry of a site (§3 Model) with the body type `/models?body=` filters on. */
const SiteModelSchema = ModelSchema.extend({
  /** What a model deposit names (issue 16 row 11); null from a platform that does not say. */
  id: z.number().int().nullable().default(null),
  body: z.string().nullable().default(null),
  manufacturer_id: z.number().int().nullable().default(null),
})
export type SiteModel = z.infer<typeof SiteModelSchema>
const ModelListAnswer = z.object({ models: z.array(SiteModelSchema) })
/** A brand the site has listed stock of, with how many cars. */
const SiteManufacturerSchema = ManufacturerSchema.extend({ car_count: z.number().int().nonnegative() })
export type SiteManufacturer = z.infer<typeof SiteManufacturerSchema>
const ManufacturerListAnswer = z.object({ manufacturers: z.array(SiteManufacturerSchema) })
const PhoneRevealAnswer = z.object({ recorded: z.literal(true) })
/** Of the platform's nearest-location answer, what a page needs: the order and each distance. */
const NearestLocationSchema = z.object({ id: z.number().int(), distance_km: z.number().nullable() })
export type NearestLocation = z.infer<typeof NearestLocationSchema>
const NearestLocationListAnswer = z.object({ locations: z.array(NearestLocationSchema) })

/** A shopper revealed a car's phone (§7 payload); `website_id` is the site's slug or id. */
export interface PhoneReveal {
  car_id: number
  dealership_id: number
  website_id: string | number
}

/** Stock filters of the platform's car list, each a list of values (e.g. `{ tag: ['Special'] }`). */
export type CarListFilters = Partial<
  Record<'make' | 'simple_fuel' | 'simple_body' | 'tag' | 'car_type', string[]>
>

/** The largest car id: the platform stores ids as PostgreSQL integers. */
const MAX_CAR_ID = 2_147_483_647

export interface CatalogueApi {
  /** The site served at `host`, or `null` when no site has that hostname. */
  resolveSite(host: string): Promise<SiteConfig | null>
  getSite(slug: string): Promise<SiteConfig | null>
  /** Every site the platform serves, in its order, with its template. */
  listSites(): Promise<SiteSummary[]>
  listCars(
    siteSlug: string,
    options: { page: number; perPage: number; filters?: CarListFilters },
  ): Promise<CarPage | null>
  /** The site's model pages by position (§3 Model); `body` is a `/models?body=` slug or 'all'. */
  listModels(siteSlug: string, body?: string): Promise<SiteModel[]>
  /** The brands the site has stock of, by name. */
  listManufacturers(siteSlug: string): Promise<SiteManufacturer[]>
  getCar(siteSlug: string, carSlug: string): Promise<Car | null>
  /** A car by its id (the trade-in page's ?car_id=, §2), or `null` when the site has no such car. */
  getCarById(siteSlug: string, carId: number): Promise<Car | null>
  /** Records a phone reveal (§4, §7). */
  recordPhoneReveal(reveal: PhoneReveal): Promise<void>
  /**
   * The site's visible locations nearest first from a postcode (§7 geocode), or null for an unknown
   * site; a postcode the platform cannot place is a PlatformRejectedError naming `postcode`.
   */
  nearestLocations(siteSlug: string, postcode: string): Promise<NearestLocation[] | null>
}

export function catalogueApi(call: PlatformTransport, cached: CachedRead = uncachedRead): CatalogueApi {
  const segment = encodeURIComponent
  const read = <T>(path: string, schema: z.ZodType<T>) => cached(path, () => found(call({ path, schema })))
  return {
    resolveSite: async (host) =>
      (await read(`/v1/sites/resolve?host=${segment(host)}`, SiteAnswer))?.site ?? null,
    getSite: async (slug) => (await read(`/v1/sites/${segment(slug)}`, SiteAnswer))?.site ?? null,
    listSites: async () => (await read('/v1/sites', SiteListAnswer))?.sites ?? [],
    listCars: (siteSlug, { page, perPage, filters = {} }) => {
      const query = new URLSearchParams({ page: String(page), per_page: String(perPage) })
      for (const [name, values] of Object.entries(filters))
        for (const value of values) query.append(name, value)
      return read(`/v1/sites/${segment(siteSlug)}/cars?${query}`, CarPageAnswer)
    },
    listModels: async (siteSlug, body) =>
      (
        await read(
          `/v1/sites/${segment(siteSlug)}/models${body ? `?body=${segment(body)}` : ''}`,
          ModelListAnswer,
        )
      )?.models ?? [],
    listManufacturers: async (siteSlug) =>
      (await read(`/v1/sites/${segment(siteSlug)}/manufacturers`, ManufacturerListAnswer))?.manufacturers ??
      [],
    getCar: async (siteSlug, carSlug) =>
      (await read(`/v1/sites/${segment(siteSlug)}/cars/${segment(carSlug)}`, CarAnswer))?.car ?? null,
    // Car ids are positive database integers: any other number names no car (the platform would
    // answer 400, which is not an outage).
    getCarById: async (siteSlug, carId) =>
      Number.isInteger(carId) && carId > 0 && carId <= MAX_CAR_ID
        ? ((await read(`/v1/sites/${segment(siteSlug)}/cars/by-id/${carId}`, CarAnswer))?.car ?? null)
        : null,
    nearestLocations: async (siteSlug, postcode) =>
      (
        await read(
          `/v1/sites/${segment(siteSlug)}/locations/nearest?postcode=${segment(postcode)}`,
          NearestLocationListAnswer,
        )
      )?.locations ?? null,
    recordPhoneReveal: async (reveal) => {
      await call({ method: 'POST', path: '/v1/phone-reveals', body: reveal, schema: PhoneRevealAnswer })
    },
  }
}
