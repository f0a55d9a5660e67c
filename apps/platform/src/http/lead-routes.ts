import { createHash } from 'node:crypto'
import { INCOMPLETE_LEAD_STATUS } from '@forecourt/domain'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { type LeadValues, MAX_LEAD_FORM_BYTES } from '../db/lead-records.js'
import type { PlatformStore } from '../db/platform-store.js'
import { extraAnswersOf, type LeadAnswers } from '../leads/lead-answers.js'
import { leadDealership } from '../leads/lead-dealership.js'
import { leadFieldErrors } from '../leads/lead-field-errors.js'
import type { LeadFileStore } from '../leads/lead-file-store.js'
import { LEAD_FILE_ID, leadFileIdOf } from '../leads/lead-file-store.js'
import {
  IdempotencyKeySchema,
  LEAD_REQUEST_FIELDS,
  type LeadRequest,
  LeadRequestSchema,
} from '../leads/lead-request.js'
import { leadSoFar } from '../leads/lead-so-far.js'
import { isMultipart, readLeadUpload, type UploadedLeadFile } from '../leads/lead-upload.js'
import {
  COMPLETED_LEAD_STATUS,
  LEAD_FILES_KEY,
  type StoredLeadFile,
  storedLeadFilesOf,
  storedLeadOf,
} from '../leads/stored-lead.js'
import { BOOKING_FIELD, judgeTestDriveBooking } from '../leads/test-drive-booking.js'
import { TEST_DRIVE_TIME_NOT_FREE_MESSAGE } from '../leads/test-drive-times.js'
import { ApiError, conflict, invalidField, notFound, siteNotFound } from './api-error.js'
import { readJsonBody } from './json-body.js'
import { issueFields, parseInput } from './parse-input.js'
import type { RateLimiter } from './rate-limiter.js'
import { enforceRateLimit } from './request-limits.js'

export interface LeadRouteOptions {
  limiter: RateLimiter
  /** Who is calling, for the rate limits (client-address.ts). */
  callerOf: (c: Context) => string
  /** Wakes the outbox worker after a lead is completed (issue 13). */
  deliveriesQueued?: () => void
  /** The clock a test-drive time is judged by (platform-services.ts). */
  now?: () => Date
  /** Where a lead's files are kept (issue 16 row 15); a post with files is refused without it. */
  files?: LeadFileStore
}

export const LeadPathSchema = z.object({
  leadId: z.string().uuid('lead_id must be the lead_id the lead API returned'),
})

/**
 * POST /v1/sites/:slug/leads (§4 multi-step lead, §7 lead submit). Each step before the last is
 * saved as an incomplete lead and answers its lead_id; the last step completes it. The client key
 * makes every request safe to retry: the first answer is replayed, never a second lead.
 * GET /v1/sites/:slug/leads/:leadId reads one back for whoever holds its random lead_id (the
 * storefront that sent it, tests); there is deliberately no list.
 */
export function leadRoutes(store: PlatformStore, options: LeadRouteOptions) {
  return new Hono()
    .post('/:slug/leads', async (c) => {
      const slug = c.req.param('slug')
      await enforceRateLimit(options.limiter, `${options.callerOf(c)}:${slug}`)
      // Files first (issue 16 row 15): a refused file costs no lookup, and says which field it was.
      const upload = isMultipart(c.req.header('content-type'))
        ? await readLeadUpload(c.req.raw)
        : { body: await readJsonBody(c, z.unknown()), files: [], errors: {} }
      if (Object.keys(upload.errors).length > 0) {
        throw new ApiError(400, 'invalid_lead', 'Some fields need attention', upload.errors)
      }
      const { request, answers: typed } = parseLeadBody(upload.body)
      const files = upload.files.map(fileReference)
      const answers = { ...typed, ...fileAnswers(files) }
      const { idempotency_key: idempotencyKey } = parseInput(
        z.object({ idempotency_key: IdempotencyKeySchema }),
        {
          idempotency_key: c.req.header('idempotency-key') ?? request.idempotency_key,
        },
      )
      const site = await store.findSiteBySlug(slug)
      if (!site) throw siteNotFound()

      // A later step is judged with what the earlier ones saved (an unknown lead_id is answered
      // 404 by submitLead below).
      const earlier = request.lead_id ? await store.findLead(site.id, request.lead_id) : null
      const lead = leadSoFar(earlier, request)
      let carDealershipSlug: string | null = null
      let carLocation: string | null = null
      if (lead.car_id !== undefined) {
        const car = await store.findCarById(lead.car_id)
        if (!car || car.site_id !== site.id) throw invalidField('car_id', 'No car with that id on this site')
        carDealershipSlug = car.dealership_slug
        carLocation = car.location.location_name
      }
      const dealership = leadDealership(lead, site, carDealershipSlug)
      if (dealership.kind === 'foreign') {
        throw invalidField('dealership_slug', "dealership_slug must be one of this site's dealerships")
      }
      const complete = request.is_last_step
      const fields = leadFieldErrors(lead, site, complete, dealership.kind === 'known')
      // The check that stops double booking: a test-drive time must be one the location still offers.
      const drive = await judgeTestDriveBooking(store, {
        site,
        request,
        location: lead.location,
        carLocation,
        now: (options.now ?? (() => new Date()))(),
        idempotencyKey,
      })
      if (drive.refused) fields[BOOKING_FIELD] = [...(fields[BOOKING_FIELD] ?? []), drive.refused]
      if (Object.keys(fields).length > 0) {
        throw new ApiError(400, 'invalid_lead', 'Some fields need attention', fields)
      }

      if (upload.files.length > 0) {
        if (!options.files) throw new ApiError(400, 'files_not_taken', 'This platform takes no lead files')
        // Stored before the lead row, named by their bytes: a retry or a refused lead writes the same names.
        for (const file of upload.files) await options.files.put(site.id, file.bytes)
      }
      const values = leadValues(drive.request, answers, dealership.kind === 'known' ? dealership.id : null)
      if (files.length > 0) values.form[LEAD_FILES_KEY] = files
      const result = await store.submitLead({
        siteId: site.id,
        idempotencyKey,
        requestHash: hashRequest(request, answers, files),
        leadId: request.lead_id ?? null,
        complete,
        values,
        testDrive: drive.hold,
      })
      switch (result.kind) {
        case 'key-reused':
          throw conflict(
            'idempotency_key_reused',
            'This idempotency key was already used for a different request',
          )
        case 'lead-not-found':
          throw notFound('lead_not_found', 'No lead with that lead_id on this site')
        case 'lead-completed':
          throw conflict('lead_completed', 'This lead was already submitted')
        case 'test-drive-taken':
          // Another shopper booked the time between the check above and this transaction.
          throw new ApiError(400, 'invalid_lead', 'Some fields need attention', {
            [BOOKING_FIELD]: [TEST_DRIVE_TIME_NOT_FREE_MESSAGE],
          })
        case 'lead-too-large':
          throw new ApiError(
            413,
            'payload_too_large',
            `A lead's answers are limited to ${MAX_LEAD_FORM_BYTES} bytes over all its steps`,
          )
        case 'replayed':
          c.header('Idempotent-Replayed', 'true')
          return c.json(leadAnswer(result.leadId, result.completed), 200)
        default:
          if (result.completed) options.deliveriesQueued?.()
          return c.json(leadAnswer(result.leadId, result.completed), result.created ? 201 : 200)
      }
    })
    .get('/:slug/leads/:leadId', async (c) => {
      const { leadId } = parseInput(LeadPathSchema, { leadId: c.req.param('leadId') })
      const site = await store.findSiteBySlug(c.req.param('slug'))
      if (!site) throw siteNotFound()
      const row = await store.findLead(site.id, leadId)
      if (!row) throw notFound('lead_not_found', 'No lead with that lead_id on this site')
      const dealershipSlug = site.config.dealerships?.find((entry) => entry.id === row.dealershipId)?.slug
      // A lead holds a shopper's contact details: never kept by a shared cache.
      c.header('Cache-Control', 'private, no-store')
      return c.json({ lead: storedLeadOf(row, dealershipSlug ?? null) })
    })
    .get('/:slug/leads/:leadId/files/:fileId', async (c) => {
      // Behind the service credential like the lead itself; a file is found only through its lead,
      // on the lead's own site: knowing a file's id is not enough.
      const { leadId } = parseInput(LeadPathSchema, { leadId: c.req.param('leadId') })
      const fileId = c.req.param('fileId')
      const site = await store.findSiteBySlug(c.req.param('slug'))
      if (!site) throw siteNotFound()
      const row = await store.findLead(site.id, leadId)
      const file =
        row && LEAD_FILE_ID.test(fileId)
          ? storedLeadFilesOf(row.form).find((entry) => entry.file_id === fileId)
          : undefined
      const bytes = file && options.files ? await options.files.read(site.id, fileId) : null
      if (!file || !bytes) throw notFound('lead_file_not_found', 'No file with that id on this lead')
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': file.type,
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      })
    })
}

/** What the lead keeps of a file: its id (the bytes' SHA-256), field, shown name, sniffed type and size. */
function fileReference(file: UploadedLeadFile): StoredLeadFile {
  return {
    file_id: leadFileIdOf(file.bytes),
    field: file.field,
    name: file.name,
    type: file.type,
    size: file.size,
  }
}

/** A file field's answer is its files' names: what the dealer reads in the lead's e-mail. */
function fileAnswers(files: readonly StoredLeadFile[]): LeadAnswers {
  const answers: Record<string, string[]> = {}
  for (const file of files) answers[file.field] = [...(answers[file.field] ?? []), file.name]
  return answers
}

/**
 * The §3 fields, checked as ever, and the form's own answers beside them (issue: answers such as
 * loan_amount or trade_in_km were dropped). Problems with either are one 400 naming every field.
 */
function parseLeadBody(body: unknown): { request: LeadRequest; answers: LeadAnswers } {
  const parsed = LeadRequestSchema.safeParse(body)
  const extra = extraAnswersOf(body, LEAD_REQUEST_FIELDS)
  const fields = { ...(parsed.success ? {} : issueFields(parsed.error)), ...extra.errors }
  if (!parsed.success || Object.keys(fields).length > 0) {
    throw new ApiError(400, 'invalid_request', 'Some parameters are invalid', fields)
  }
  return { request: parsed.data, answers: extra.answers }
}

function leadAnswer(leadId: string, completed: boolean) {
  return {
    lead_id: leadId,
    lead_status: completed ? COMPLETED_LEAD_STATUS : INCOMPLETE_LEAD_STATUS,
    form_completed: completed,
  } as const
}

// Canonical JSON (sorted keys) so the same values in another key order are the same request.
function hashRequest(request: LeadRequest, answers: LeadAnswers, files: readonly StoredLeadFile[]): string {
  const { idempotency_key: _key, ...rest } = request
  return createHash('sha256')
    .update(canonicalJson({ request: rest, answers, ...(files.length > 0 ? { files } : {}) }))
    .digest('hex')
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim()

function leadValues(request: LeadRequest, answers: LeadAnswers, dealershipId: number | null): LeadValues {
  const { idempotency_key: _key, is_last_step: _last, lead_id: _lead, ...form } = request
  return {
    dealershipId,
    carId: request.car_id ?? null,
    category: blankToNull(request.category),
    subcategory: blankToNull(request.subcategory),
    name: blankToNull(request.name),
    lastName: blankToNull(request.last_name),
    email: blankToNull(request.email),
    phone: blankToNull(request.phone),
    postcode: blankToNull(request.postcode),
    message: blankToNull(request.message),
    optIn: request.opt_in ?? null,
    termsAgreed: request.terms_agreed ?? null,
    stepNumber: request.step_number ?? null,
    skippedSteps: request.skipped_steps ?? null,
    additionalServices: request.additional_services ?? null,
    form: { ...form, ...answers },
  }
}
