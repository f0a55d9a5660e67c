import { z } from 'zod'
import type { DealerLead } from '../db/dealer-records.js'
import { StoredLeadSchema, storedLeadOf } from '../leads/stored-lead.js'

export const LeadDeliveryStatusSchema = z.object({
  /** Stable across attempts and re-sends: the id a CRM de-duplicates on. */
  delivery_id: z.string().uuid(),
  kind: z.enum(['email', 'webhook']),
  destination: z.string(),
  status: z.enum(['pending', 'delivered', 'dead']),
  attempts: z.number().int(),
  next_attempt_at: z.iso.datetime().nullable(),
  last_error: z.string().nullable(),
  delivered_at: z.iso.datetime().nullable(),
  attempt_log: z.array(
    z.object({
      attempt: z.number().int(),
      outcome: z.enum(['delivered', 'failed']),
      error: z.string().nullable(),
      started_at: z.iso.datetime(),
      finished_at: z.iso.datetime(),
    }),
  ),
})

/** A lead as its dealer sees it: the stored lead and where it went (issue 13). */
export const DealerLeadSchema = StoredLeadSchema.extend({ deliveries: z.array(LeadDeliveryStatusSchema) })
export const DealerLeadListAnswerSchema = z.object({
  site: z.object({ slug: z.string(), name: z.string() }),
  leads: z.array(DealerLeadSchema),
  /** Pass as `before` for the next page; null on the last. */
  next_before: z.iso.datetime().nullable(),
})
export const DealerResendAnswerSchema = z.object({ lead: DealerLeadSchema })

export function dealerLeadOf(
  { row, deliveries }: DealerLead,
  dealershipSlug: string | null,
): z.infer<typeof DealerLeadSchema> {
  return {
    ...storedLeadOf(row, dealershipSlug),
    deliveries: deliveries.map((delivery) => ({
      delivery_id: delivery.id,
      kind: delivery.kind,
      destination: delivery.destination,
      status: delivery.status,
      attempts: delivery.attempts,
      next_attempt_at: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
      last_error: delivery.lastError,
      delivered_at: delivery.deliveredAt?.toISOString() ?? null,
      attempt_log: delivery.attemptLog.map((attempt) => ({
        attempt: attempt.attempt,
        outcome: attempt.outcome,
        error: attempt.error,
        started_at: attempt.startedAt.toISOString(),
        finished_at: attempt.finishedAt.toISOString(),
      })),
    })),
  }
}
