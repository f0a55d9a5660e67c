import { createHmac, timingSafeEqual } from 'node:crypto'
import { adfDocument } from './adf-document.js'
import type { LeadDeliveryContext } from './lead-delivery-context.js'

export const SIGNATURE_HEADER = 'forecourt-signature'
export const TIMESTAMP_HEADER = 'forecourt-timestamp'
export const DELIVERY_ID_HEADER = 'forecourt-delivery-id'
/** How old a signed request a receiver accepts: a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/** `v1=` + hex HMAC-SHA256 of `{timestamp}.{body}` with the site's CRM secret. */
export function leadWebhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** The JSON a CRM receives: the stored lead as the API answers it, the car, and the ADF document. */
export function leadWebhookBody(context: LeadDeliveryContext): string {
  const { car } = context
  return JSON.stringify({
    type: 'lead.completed',
    delivery_id: context.deliveryId,
    site: { slug: context.site.slug, name: context.site.name },
    dealership: context.dealership,
    lead: context.lead,
    car: car
      ? {
          id: car.id,
          slug: car.slug,
          name: car.name,
          year: car.year,
          make: car.make,
          model: car.model,
          badge: car.badge,
          car_type: car.car_type,
          stocknum: car.stocknum,
          vin: car.vin,
          km: car.km,
          price: car.price,
        }
      : null,
    adf: adfDocument(context),
  })
}

export interface SignedWebhookRequest {
  url: string
  body: string
  headers: Record<string, string>
}

export function signedLeadWebhook(
  context: LeadDeliveryContext,
  { url, secret, now }: { url: string; secret: string; now: Date },
): SignedWebhookRequest {
  const body = leadWebhookBody(context)
  const timestamp = Math.floor(now.getTime() / 1000)
  return {
    url,
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Forecourt-Leads/1',
      [DELIVERY_ID_HEADER]: context.deliveryId,
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: leadWebhookSignature(secret, timestamp, body),
    },
  }
}

export type WebhookVerification = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' }

/**
 * What a CRM (or our tests) runs on a received webhook: the signature must match the raw body and
 * timestamp, compared in constant time, and the timestamp be within the tolerance of `now`.
 */
export function verifyLeadWebhook({
  secret,
  body,
  timestamp,
  signature,
  now = new Date(),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
}: {
  secret: string
  body: string
  timestamp: string | null | undefined
  signature: string | null | undefined
  now?: Date
  toleranceSeconds?: number
}): WebhookVerification {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'missing' }
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds)
    return { ok: false, reason: 'stale' }
  const expected = Buffer.from(leadWebhookSignature(secret, Number(timestamp), body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'mismatch' }
  return { ok: true }
}

export interface WebhookPoster {
  post(request: SignedWebhookRequest): Promise<void>
}

/** POSTs with fetch; anything but a 2xx within the timeout is a failed attempt. */
export function fetchWebhookPoster(timeoutMs = 15_000): WebhookPoster {
  return {
    post: async ({ url, body, headers }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      })
      // Drain the body so the connection is released; its content is not ours to keep.
      await response.arrayBuffer().catch(() => undefined)
      if (!response.ok) throw new Error(`CRM answered ${response.status}`)
    },
  }
}
