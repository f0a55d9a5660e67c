import { CAR_TYPES, LISTING_KINDS, SEARCH_PAGE_SIZE } from '@forecourt/domain'
import { z } from 'zod'
import { CAR_SORTS } from '../db/car-records.js'

const MAX_PER_PAGE = 100
// Far beyond any real stock list; it only keeps OFFSET inside what PostgreSQL accepts.
const MAX_PAGE = 1_000_000

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`)

const values = (name: string) =>
  z
    .array(
      z.string().trim().min(1, `${name} values must not be empty`).max(100, `${name} values are too long`),
    )
    .max(30, `${name} takes at most 30 values`)
    .optional()

/** Names of the list filters; each takes `?make=Toyota,Mazda` or `?make=Toyota&make=Mazda`. */
export const CAR_LIST_FILTERS = [
  'car_type',
  'listing',
  'make',
  'model',
  'simple_body',
  'simple_fuel',
  'simple_transmission',
  'status',
  'tag',
  'location',
  'dealership',
] as const

/** Query of GET /v1/sites/:slug/cars: paging (§9 page size 21), sort, and stock filters. */
export const CarListQuerySchema = z
  .object({
    page: wholeNumber('page', 1, MAX_PAGE).default(1),
    per_page: wholeNumber('per_page', 1, MAX_PER_PAGE).default(SEARCH_PAGE_SIZE),
    sort: z.enum(CAR_SORTS, { error: `sort must be one of ${CAR_SORTS.join(', ')}` }).default('newest'),
    car_type: z
      .array(z.enum(CAR_TYPES, { error: `car_type must be one of ${CAR_TYPES.join(', ')}` }))
      .max(3)
      .optional(),
    /** Listing kinds (issue 11): sale, subscription, rental. */
    listing: z
      .array(z.enum(LISTING_KINDS, { error: `listing must be one of ${LISTING_KINDS.join(', ')}` }))
      .max(3)
      .optional(),
    make: values('make'),
    model: values('model'),
    simple_body: values('simple_body'),
    simple_fuel: values('simple_fuel'),
    simple_transmission: values('simple_transmission'),
    status: values('status'),
    tag: values('tag'),
    /** Location slugs. */
    location: values('location'),
    /** Dealership slugs. */
    dealership: values('dealership'),
    min_price: wholeNumber('min_price', 0, 100_000_000).optional(),
    max_price: wholeNumber('max_price', 0, 100_000_000).optional(),
    min_year: wholeNumber('min_year', 1900, 2100).optional(),
    max_year: wholeNumber('max_year', 1900, 2100).optional(),
    max_km: wholeNumber('max_km', 0, 10_000_000).optional(),
  })
  .refine(
    (query) =>
      query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price,
    {
      path: ['min_price'],
      message: 'min_price must not be above max_price',
    },
  )
  .refine(
    (query) =>
      query.min_year === undefined || query.max_year === undefined || query.min_year <= query.max_year,
    {
      path: ['min_year'],
      message: 'min_year must not be above max_year',
    },
  )
export type CarListQuery = z.infer<typeof CarListQuerySchema>

/** Query string to schema input: list filters as arrays (comma-separated or repeated), the rest as the first value. */
export function carListQueryInput(queries: Record<string, string[]>): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const [name, given] of Object.entries(queries)) {
    input[name] = (CAR_LIST_FILTERS as readonly string[]).includes(name)
      ? given.flatMap((value) => value.split(','))
      : given[0]
  }
  return input
}
