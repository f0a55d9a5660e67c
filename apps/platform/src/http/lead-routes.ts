import { createHash } from 'node:crypto'
import { INCOMPLETE_LEAD_STATUS } from '@forecourt/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import type { LeadValues } from '../db/lead-records.js'
import type { PlatformStore } from '../db/platform-store.js'
import { leadFieldErrors } from '../leads/lead-field-errors.js'
import { IdempotencyKeySchema, type LeadRequest, LeadRequestSchema } from '../leads/lead-request.js'
import { ApiError, conflict, invalidField, notFound, siteNotFound } from './api-error.js'
import { clientAddress } from './client-address.js'
import { readJsonBody } from './json-body.js'
import { parseInput } from './parse-input.js'
import type { RateLimiter } from './rate-limiter.js'
import { enforceRateLimit } from './request-limits.js'

export interface LeadRouteOptions {
  limiter: RateLimiter
  trustForwardedFor: boolean
}

const COMPLETED_LEAD_STATUS = 'Completed'

/**
 * POST /v1/sites/:slug/leads (§4 multi-step lead, §7 lead submit). Each step before the last is
 * saved as an incomplete lead and answers its lead_id; the last step completes it. The client key
 * makes every request safe to retry: the first answer is replayed, never a second lead.
 */
export function leadRoutes(store: PlatformStore, options: LeadRouteOptions) {
  return new Hono().post('/:slug/leads', async (c) => {
    const slug = c.req.param('slug')
    enforceRateLimit(options.limiter, `${clientAddress(c, options.trustForwardedFor)}:${slug}`)
    const request = await readJsonBody(c, LeadRequestSchema)
    const { idempotency_key: idempotencyKey } = parseInput(
      z.object({ idempotency_key: IdempotencyKeySchema }),
      {
        idempotency_key: c.req.header('idempotency-key') ?? request.idempotency_key,
      },
    )
    const site = await store.findSiteBySlug(slug)
    if (!site) throw siteNotFound()

    const complete = request.is_last_step
    const fields = leadFieldErrors(request, site, complete)
    if (Object.keys(fields).length > 0) {
      throw new ApiError(400, 'invalid_lead', 'Some fields need attention', fields)
    }
    const dealership = request.dealership_slug
      ? site.config.dealerships?.find((entry) => entry.slug === request.dealership_slug)
      : site.config.dealerships?.length === 1
        ? site.config.dealerships[0]
        : undefined
    if (request.dealership_slug && !dealership) {
      throw invalidField('dealership_slug', "dealership_slug must be one of this site's dealerships")
    }
    if (request.car_id !== undefined) {
      const car = await store.findCarById(request.car_id)
      if (!car || car.site_id !== site.id) throw invalidField('car_id', 'No car with that id on this site')
    }

    const result = await store.submitLead({
      siteId: site.id,
      idempotencyKey,
      requestHash: hashRequest(request),
      leadId: request.lead_id ?? null,
      complete,
      values: leadValues(request, dealership?.id ?? null),
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
      case 'replayed':
        c.header('Idempotent-Replayed', 'true')
        return c.json(leadAnswer(result.leadId, result.completed), 200)
      default:
        return c.json(leadAnswer(result.leadId, result.completed), result.created ? 201 : 200)
    }
  })
}

function leadAnswer(leadId: string, completed: boolean) {
  return {
    lead_id: leadId,
    lead_status: completed ? COMPLETED_LEAD_STATUS : INCOMPLETE_LEAD_STATUS,
    form_completed: completed,
  } as const
}

// Canonical JSON (sorted keys) so the same values in another key order are the same request.
function hashRequest(request: LeadRequest): string {
  const { idempotency_key: _key, ...rest } = request
  return createHash('sha256').update(canonicalJson(rest)).digest('hex')
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

function leadValues(request: LeadRequest, dealershipId: number | null): LeadValues {
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
    form,
  }
}
