// Typed client of the platform service's public API. Every answer is parsed with the domain
// schemas, so a storefront never renders data it does not understand.
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

/** The platform could not be reached or failed (network error, 5xx, unreadable answer). */
export class PlatformUnavailableError extends Error {
  override name = 'PlatformUnavailableError'
}

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
const ErrorAnswer = z.object({
  error: z.object({ message: z.string(), fields: z.record(z.string(), z.array(z.string())).optional() }),
})

/** A shopper revealed a car's phone (§7 payload); `website_id` is the site's slug or id. */
export interface PhoneReveal {
  car_id: number
  dealership_id: number
  website_id: string | number
}

/** The platform refused a request it understood (4xx), e.g. a reveal naming the wrong dealership. */
export class PlatformRejectedError extends Error {
  override name = 'PlatformRejectedError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The platform's error answer as one line: its message and each field's first message. */
function rejectionOf(answer: unknown): string | null {
  const parsed = ErrorAnswer.safeParse(answer)
  if (!parsed.success) return null
  const fields = Object.entries(parsed.data.error.fields ?? {}).map(([name, [first]]) => `${name}: ${first}`)
  return [parsed.data.error.message, ...fields].join('; ')
}

/** Stock filters of the platform's car list, each a list of values (e.g. `{ tag: ['Special'] }`). */
export type CarListFilters = Partial<
  Record<'make' | 'simple_fuel' | 'simple_body' | 'tag' | 'car_type', string[]>
>

/** The largest car id: the platform stores ids as PostgreSQL integers. */
const MAX_CAR_ID = 2_147_483_647

export interface PlatformClient {
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
  /** Records a phone reveal (§4, §7); rejects with PlatformRejectedError when the platform refuses it. */
  recordPhoneReveal(reveal: PhoneReveal): Promise<void>
}

export interface PlatformClientOptions {
  baseUrl: string
  fetch?: typeof fetch
  /** Milliseconds before a call counts as unavailable. */
  timeoutMs?: number
}

export function createPlatformClient({
  baseUrl,
  fetch: fetchImpl = fetch,
  timeoutMs = 5000,
}: PlatformClientOptions): PlatformClient {
  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    let response: Response
    try {
      response = await fetchImpl(new URL(path, baseUrl), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (cause) {
      throw new PlatformUnavailableError(`platform unreachable at ${baseUrl}`, { cause })
    }
    if (response.status === 404) return null
    if (!response.ok) throw new PlatformUnavailableError(`platform answered ${response.status} for ${path}`)
    const parsed = schema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success)
      throw new PlatformUnavailableError(`unexpected answer for ${path}`, { cause: parsed.error })
    return parsed.data
  }
  async function post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    let response: Response
    try {
      response = await fetchImpl(new URL(path, baseUrl), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (cause) {
      throw new PlatformUnavailableError(`platform unreachable at ${baseUrl}`, { cause })
    }
    const answer = await response.json().catch(() => undefined)
    if (response.status >= 400 && response.status < 500)
      throw new PlatformRejectedError(
        response.status,
        rejectionOf(answer) ?? `platform answered ${response.status}`,
      )
    const parsed = response.ok ? schema.safeParse(answer) : undefined
    if (!parsed?.success)
      throw new PlatformUnavailableError(`platform answered ${response.status} for ${path}`)
    return parsed.data
  }
  const segment = encodeURIComponent
  return {
    resolveSite: async (host) =>
      (await get(`/v1/sites/resolve?host=${segment(host)}`, SiteAnswer))?.site ?? null,
    getSite: async (slug) => (await get(`/v1/sites/${segment(slug)}`, SiteAnswer))?.site ?? null,
    listSites: async () => (await get('/v1/sites', SiteListAnswer))?.sites ?? [],
    listCars: (siteSlug, { page, perPage, filters = {} }) => {
      const query = new URLSearchParams({ page: String(page), per_page: String(perPage) })
      for (const [name, values] of Object.entries(filters))
        for (const value of values) query.append(name, value)
      return get(`/v1/sites/${segment(siteSlug)}/cars?${query}`, CarPageAnswer)
    },
    listModels: async (siteSlug, body) =>
      (
        await get(
          `/v1/sites/${segment(siteSlug)}/models${body ? `?body=${segment(body)}` : ''}`,
          ModelListAnswer,
        )
      )?.models ?? [],
    listManufacturers: async (siteSlug) =>
      (await get(`/v1/sites/${segment(siteSlug)}/manufacturers`, ManufacturerListAnswer))?.manufacturers ??
      [],
    getCar: async (siteSlug, carSlug) =>
      (await get(`/v1/sites/${segment(siteSlug)}/cars/${segment(carSlug)}`, CarAnswer))?.car ?? null,
    // Car ids are positive database integers: any other number names no car (the platform would
    // answer 400, which is not an outage).
    getCarById: async (siteSlug, carId) =>
      Number.isInteger(carId) && carId > 0 && carId <= MAX_CAR_ID
        ? ((await get(`/v1/sites/${segment(siteSlug)}/cars/by-id/${carId}`, CarAnswer))?.car ?? null)
        : null,
    recordPhoneReveal: async (reveal) => {
      await post('/v1/phone-reveals', reveal, PhoneRevealAnswer)
    },
  }
}
