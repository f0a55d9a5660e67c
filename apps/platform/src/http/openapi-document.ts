import { z } from 'zod'
import { DealerLeadListAnswerSchema, DealerResendAnswerSchema } from '../dealer/dealer-lead.js'
import { AnswerValueSchema } from '../leads/lead-answers.js'
import { LeadAnswerSchema, LeadRequestSchema } from '../leads/lead-request.js'
import { StoredLeadAnswerSchema } from '../leads/stored-lead.js'
import * as answers from './api-answers.js'
import { SignInCodeRequestSchema, SignInVerifyRequestSchema, UserAnswerSchema } from './auth-schemas.js'
import { CarListQuerySchema } from './car-list-query.js'
import { DealerLeadListQuerySchema } from './dealer-routes.js'
import { GarageVehicleRequestSchema } from './garage-routes.js'
import { CarImageQuerySchema, ImageQuerySchema } from './image-routes.js'
import { NearestLocationQuerySchema } from './nearest-location-routes.js'
import {
  PaymentIntentQuerySchema,
  PaymentIntentRequestBodySchema,
  ReservationRequestSchema,
} from './payment-routes.js'
import { PhoneRevealCountQuerySchema, PhoneRevealRequestSchema } from './phone-reveal-routes.js'
import { ModelListQuerySchema, ResolveQuerySchema } from './site-routes.js'
import { TestDriveTimesAnswerSchema, TestDriveTimesQuerySchema } from './test-drive-routes.js'
import { WatchlistQuerySchema, WatchlistRequestSchema } from './watchlist-routes.js'

type Schema = z.ZodType

interface Operation {
  method: 'get' | 'post' | 'delete'
  path: string
  summary: string
  tag: string
  query?: z.ZodObject | z.ZodType
  body?: Schema
  /** The body may be left out (its fields are all optional). */
  bodyOptional?: boolean
  /** Answers by status; errors use the one error shape. */
  ok: Record<number, Schema | null>
  errors: number[]
  headers?: string[]
  /** Needs the dealer credential (bearer token). */
  security?: boolean
}

const SLUG = { name: 'slug', in: 'path', required: true, schema: { type: 'string' } } as const

/** Every endpoint the platform serves under /v1, /images and /health, with its zod schemas. */
export const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/health/live',
    tag: 'Health',
    summary:
      'Liveness for a load balancer or orchestrator: the process answers (answers while it starts, too)',
    ok: { 200: z.object({ status: z.literal('ok') }) },
    errors: [],
  },
  {
    method: 'get',
    path: '/health/ready',
    tag: 'Health',
    summary:
      'Readiness: migrations ran, the search index is built, the database answers and the process is not shutting down; 503 not_ready (with the reason) or database_unavailable before',
    ok: { 200: z.object({ status: z.literal('ready') }) },
    errors: [503],
  },
  {
    method: 'get',
    path: '/health',
    tag: 'Health',
    summary: 'The database answers (503 database_unavailable), and start-up is over (503 not_ready)',
    ok: { 200: z.object({ status: z.literal('ok') }) },
    errors: [503],
  },
  {
    method: 'get',
    path: '/v1/sites',
    tag: 'Sites',
    summary: 'Every site with its hostnames and URL',
    ok: { 200: answers.SiteListAnswerSchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/v1/sites/resolve',
    tag: 'Sites',
    summary: 'The site a host serves (port and case ignored)',
    query: ResolveQuerySchema,
    ok: { 200: answers.SiteAnswerSchema },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/v1/sites/{slug}',
    tag: 'Sites',
    summary: 'Site configuration (§3 Site config)',
    ok: { 200: answers.SiteAnswerSchema },
    errors: [404],
  },
  {
    method: 'get',
    path: '/v1/sites/{slug}/navigation',
    tag: 'Sites',
    summary: 'Header and footer navigation (§3)',
    ok: { 200: answers.NavigationAnswerSchema },
    errors: [404],
  },
  {
    method: 'get',
    path: '/v1/sites/{slug}/locations',
    tag: 'Sites',
    summary: 'Locations with hours, special hours, reviews, licence numbers and images',
    ok: { 200: answers.LocationListAnswerSchema },
    errors: [404],
  },
  {
    method: 'get',
    path: '/v1/sites/{slug}/locations/nearest',
    tag: 'Sites',
    summary:
      "Visible locations nearest first from a postcode (§7 geocode, haversine R = 6371 km) with distance_km; 400 for a malformed postcode, 422 'Invalid postcode' when it names no place, 503 when the geocoder is down",
    query: NearestLocationQuerySchema,
    ok: { 200: answers.NearestLocationListAnswerSchema },
    errors: [400, 404, 422, 503],
  },
  {
    method: 'get',
    path: '/v1/sites/{slug}/locations/{locationSlug}',
    tag: 'Sites',
    summary: 'One location',
    ok: { 200: answers.LocationAnswerSchema },
    errors: [404],
  },
  {
    method: 'get',
    path: '/v1/sites/{slug}/models',
    tag: 'Catalogue',
    summary: 'Model pages (§3 Model), optionally of one body type',
    query: ModelListQuerySchema,
    ok: { 200: answers.ModelListAnswerSchema },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/v1/sites/{slug}/manufacturers',
    tag: 'Catalogue',
    summary: 'Brands the site has stock of, with counts',
    ok: { 200: answers.SiteManufacturerListAnswerSchema },
    errors: [404],
  },
  {
    method: 'get',
    path: '/v1/manufacturers',
    tag: 'Catalogue',
    summary: 'Every built-in brand (§3 Manufacturer)',
    ok: { 200: answers.ManufacturerListAnswerSchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/v1/sites/{slug}/cars',
    tag: 'Stock',
    summary: 'Listed cars, filtered, sorted and paged (list filters take comma-separated or repeated values)',
    query: CarListQuerySchema,
    ok: { 200: answers.CarPageAnswerSchema },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/v1/sites/{slug}/cars/{carSlug}',
    tag: 'Stock',
    summary: 'One listed car (does not count a view)',
    ok: { 200: answers.CarAnswerSchema },
    errors: [404],
  },
  {
    method: 'get',
    path: '/v1/sites/{slug}/cars/by-id/{carId}',
    tag: 'Stock',
    summary: 'One listed car by its id (the trade-in page /cars/trade-in?car_id=, §2)',
    ok: { 200: answers.CarAnswerSchema },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/v1/sites/{slug}/cars/{carSlug}/views',
    tag: 'Stock',
    summary: 'Counts one view of a car page and answers the new count',
    ok: { 200: answers.CarViewsAnswerSchema },
    errors: [404],
  },
  {
    method: 'post',
    path: '/v1/sites/{slug}/leads',
    tag: 'Leads',
    summary:
      "Saves a lead step: incomplete until is_last_step; a 'Test Drive Booking Date', when sent, must be a free time of the lead's location (or its car's), see test-drive-times, idempotent on the Idempotency-Key header (or idempotency_key). Keys besides the lead form fields are the form's own answers (text, number, boolean or a list of texts; at most 100). A step with files is multipart/form-data: this JSON in a `lead` part, each file in a part named after its field (JPEG, PNG, WebP or PDF by their bytes, at most 3 of 5 MB); a refused file is a 400 on its field",
    // The document shows the form's own answers as additional properties; the route checks them.
    body: LeadRequestSchema.catchall(AnswerValueSchema),
    ok: { 201: LeadAnswerSchema, 200: LeadAnswerSchema },
    errors: [400, 404, 409, 413, 429],
    headers: ['Idempotency-Key'],
  },
  {
    method: 'get',
    path: '/v1/sites/{slug}/leads/{leadId}',
    tag: 'Leads',
    summary:
      'One stored lead with every field, its step bookkeeping and its extra answers; the random lead_id is what grants access (no listing)',
    ok: { 200: StoredLeadAnswerSchema },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/v1/sites/{slug}/leads/{leadId}/files/{fileId}',
    tag: 'Leads',
    summary:
      'The bytes of a file the lead lists in `files` (as an attachment, typed by its sniffed kind); only through its own lead on its own site',
    ok: { 200: null },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/v1/sites/{slug}/locations/{locationId}/test-drive-times',
    tag: 'Leads',
    summary:
      "The free test-drive times of one of the site's visible locations (30 minutes each, from 2 hours ahead for 14 days, in the dealer's zone) from its opening hours, holiday hours and the drives already booked; from= (yyyy-mm-dd) starts later. A test-drive lead's 'Test Drive Booking Date' must be one of these values, else 400 on that field",
    query: TestDriveTimesQuerySchema,
    ok: { 200: TestDriveTimesAnswerSchema },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/v1/auth/sign-in/code',
    tag: 'Auth',
    summary: 'Sends a one-time sign-in code to an AU or NZ phone',
    body: SignInCodeRequestSchema,
    ok: { 202: answers.SignInCodeAnswerSchema },
    errors: [400, 413, 429],
  },
  {
    method: 'post',
    path: '/v1/auth/sign-in/verify',
    tag: 'Auth',
    summary: 'Checks the code and sets the signed HttpOnly session cookie',
    body: SignInVerifyRequestSchema,
    ok: { 200: UserAnswerSchema },
    errors: [400, 413, 429],
  },
  {
    method: 'get',
    path: '/v1/auth/session',
    tag: 'Auth',
    summary: 'The signed-in user',
    ok: { 200: UserAnswerSchema },
    errors: [401],
  },
  {
    method: 'post',
    path: '/v1/auth/sign-out',
    tag: 'Auth',
    summary: 'Ends the session and clears the cookie',
    ok: { 204: null },
    errors: [],
  },
  {
    method: 'get',
    path: '/v1/watchlist',
    tag: 'Watchlist',
    summary: "The signed-in user's saved cars, newest first",
    query: WatchlistQuerySchema,
    ok: { 200: answers.WatchlistAnswerSchema },
    errors: [400, 401, 404],
  },
  {
    method: 'post',
    path: '/v1/watchlist/save-car',
    tag: 'Watchlist',
    summary: 'Saves a car (§7 save-car payload); phone_number must be the signed-in phone',
    body: WatchlistRequestSchema,
    ok: { 200: answers.SuccessAnswerSchema },
    errors: [400, 401, 403, 404, 413],
  },
  {
    method: 'post',
    path: '/v1/watchlist/remove-car',
    tag: 'Watchlist',
    summary: 'Removes a car (§7 remove-car payload)',
    body: WatchlistRequestSchema,
    ok: { 200: answers.SuccessAnswerSchema },
    errors: [400, 401, 403, 404, 413],
  },
  {
    method: 'get',
    path: '/v1/sites/{slug}/garage',
    tag: 'Garage',
    summary:
      "The signed-in shopper's own vehicles on the site, oldest first; 404 when the site has no garage",
    ok: { 200: answers.GarageAnswerSchema },
    errors: [401, 404],
  },
  {
    method: 'post',
    path: '/v1/sites/{slug}/garage',
    tag: 'Garage',
    summary:
      "Adds a vehicle to the signed-in shopper's garage; the site's garage_settings say which fields are required",
    body: GarageVehicleRequestSchema,
    ok: { 201: answers.GarageVehicleAnswerSchema },
    errors: [400, 401, 404, 409, 413],
  },
  {
    method: 'delete',
    path: '/v1/sites/{slug}/garage/{id}',
    tag: 'Garage',
    summary: "Removes a vehicle from the signed-in shopper's garage; another shopper's or site's is 404",
    ok: { 204: null },
    errors: [400, 401, 404],
  },
  {
    method: 'post',
    path: '/v1/phone-reveals',
    tag: 'Stock',
    summary: 'Records a phone reveal (§4, §7)',
    body: PhoneRevealRequestSchema,
    ok: { 201: answers.PhoneRevealAnswerSchema },
    errors: [400, 404, 413],
  },
  {
    method: 'get',
    path: '/v1/phone-reveals',
    tag: 'Stock',
    summary: "How many times a car's phone was revealed",
    query: PhoneRevealCountQuerySchema,
    ok: { 200: answers.PhoneRevealCountAnswerSchema },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/v1/dealerships/{dealershipId}/payment_intent',
    tag: 'Payments',
    summary:
      "Starts a deposit (§7) on a car (car_id) or a new-car model (model_id, the dealership's model-deposit processors), exactly one of the two: Stripe or the local test processor; Till and St George have none (409). The optional body's email is kept with the payment, sent to Stripe as receipt_email and used for a refund notice",
    query: PaymentIntentQuerySchema,
    body: PaymentIntentRequestBodySchema,
    bodyOptional: true,
    ok: { 201: answers.PaymentIntentAnswerSchema },
    errors: [400, 404, 409, 413, 502, 503],
  },
  {
    method: 'post',
    path: '/v1/payment-intents/{id}/confirm',
    tag: 'Payments',
    summary: 'Marks a local test processor payment paid (demo sites only)',
    ok: { 200: answers.PaymentConfirmAnswerSchema },
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/v1/reservations',
    tag: 'Payments',
    summary:
      "Reserves the car a succeeded payment is for (a reserved or sold car is 409), or records a model's deposit as an order and tells the dealer through a lead",
    body: ReservationRequestSchema,
    ok: { 201: answers.ReservationOrDepositAnswerSchema, 200: answers.ReservationOrDepositAnswerSchema },
    errors: [400, 404, 409, 413, 502, 503],
  },
  {
    method: 'post',
    path: '/v1/webhooks/stripe',
    tag: 'Payments',
    summary:
      "Stripe's events, checked against the Stripe-Signature header: payment_intent.succeeded reserves the car (records a model deposit), or refunds a payment for a car already reserved and tells the shopper and the dealer",
    ok: {
      200: z.object({
        received: z.literal(true),
        outcome: z.enum(['reserved', 'model_deposit_recorded', 'refunded', 'ignored']),
      }),
    },
    errors: [400, 413, 502, 503],
  },
  {
    method: 'get',
    path: '/v1/dealer/leads',
    tag: 'Dealer',
    summary:
      "The dealer's own leads, newest first, with answers and each delivery's status and attempts (Authorization: Bearer <dealer token>)",
    query: DealerLeadListQuerySchema,
    ok: { 200: DealerLeadListAnswerSchema },
    errors: [400, 401],
    security: true,
  },
  {
    method: 'post',
    path: '/v1/dealer/leads/{leadId}/resend',
    tag: 'Dealer',
    summary:
      'Sends a completed lead again to every destination, under the same delivery ids (Authorization: Bearer <dealer token>)',
    ok: { 202: DealerResendAnswerSchema },
    errors: [400, 401, 404, 409],
    security: true,
  },
  {
    method: 'get',
    path: '/images/cars/{carId}/{file}',
    tag: 'Images',
    summary: 'Placeholder car photo: {n}.svg',
    query: CarImageQuerySchema,
    ok: { 200: null },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/images/sites/{siteSlug}/logo.svg',
    tag: 'Images',
    summary: 'Placeholder site logo',
    query: ImageQuerySchema,
    ok: { 200: null },
    errors: [400, 404],
  },
]

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Invalid input; `fields` names each bad field',
  401: 'Not signed in, or no valid dealer credential',
  403: 'Not yours',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Request body too large',
  422: 'Understood but not usable (e.g. a postcode that names no place)',
  429: 'Too many requests; see Retry-After',
  502: 'The payment provider failed',
  503: 'Not configured, not ready, or a dependency is unavailable',
}

/**
 * The OpenAPI 3.1 document, generated from the zod schemas with zod's own JSON Schema output.
 * Nested `$defs` (the recursive navigation tree) become components, so every `$ref` resolves.
 */
export function openApiDocument(): Record<string, unknown> {
  const components: Record<string, unknown> = {}
  let counter = 0
  const toSchema = (schema: Schema, io: 'input' | 'output') => {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as Record<
      string,
      unknown
    >
    const { $schema: _schema, $defs, ...rest } = json
    counter += 1
    const prefix = `S${counter}_`
    const rename = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rename)
      if (value && typeof value === 'object') {
        return Object.fromEntries(
          Object.entries(value).map(([key, entry]) => [
            key,
            key === '$ref' && typeof entry === 'string' && entry.startsWith('#/$defs/')
              ? `#/components/schemas/${prefix}${entry.slice('#/$defs/'.length)}`
              : key === '$ref' && entry === '#'
                ? `#/components/schemas/${prefix}root`
                : rename(entry),
          ]),
        )
      }
      return value
    }
    for (const [name, definition] of Object.entries(($defs as Record<string, unknown>) ?? {})) {
      components[`${prefix}${name}`] = rename(definition)
    }
    const body = rename(rest) as Record<string, unknown>
    if (JSON.stringify(body).includes(`${prefix}root`)) components[`${prefix}root`] = body
    return body
  }
  const errorSchema = toSchema(answers.ErrorAnswerSchema, 'output')
  components.Error = errorSchema

  const paths: Record<string, Record<string, unknown>> = {}
  for (const operation of OPERATIONS) {
    const pathParams = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      ...SLUG,
      name: match[1],
    }))
    const querySchema = operation.query ? toSchema(operation.query, 'input') : null
    const queryParams = Object.entries((querySchema?.properties as Record<string, unknown>) ?? {}).map(
      ([name, schema]) => ({ name, in: 'query', required: false, schema }),
    )
    const headerParams = (operation.headers ?? []).map((name) => ({
      name,
      in: 'header',
      required: false,
      schema: { type: 'string', minLength: 8, maxLength: 200 },
    }))
    const responses: Record<string, unknown> = {}
    for (const [status, schema] of Object.entries(operation.ok)) {
      const media = operation.path.startsWith('/images') ? 'image/svg+xml' : 'application/json'
      responses[status] = {
        description: STATUS_TEXT[Number(status)] ?? 'OK',
        ...(Number(status) === 204
          ? {}
          : { content: { [media]: { schema: schema ? toSchema(schema, 'output') : { type: 'string' } } } }),
      }
    }
    for (const status of operation.errors) {
      responses[status] = {
        description: STATUS_TEXT[status] ?? 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      }
    }
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method]: {
        tags: [operation.tag],
        summary: operation.summary,
        operationId: `${operation.method}${operation.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
        parameters: [...pathParams, ...queryParams, ...headerParams],
        ...(operation.security ? { security: [{ dealerToken: [] }] } : {}),
        ...(operation.body
          ? {
              requestBody: {
                required: !operation.bodyOptional,
                content: { 'application/json': { schema: toSchema(operation.body, 'input') } },
              },
            }
          : {}),
        responses,
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Forecourt platform API',
      version: '1',
      description:
        'Sites, stock, leads, sign-in, watchlists and payments for Forecourt dealer sites. Errors always have the shape { error: { code, message, fields? } }.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        dealerToken: { type: 'http', scheme: 'bearer', description: "A dealer's per-site credential" },
      },
    },
  }
}
