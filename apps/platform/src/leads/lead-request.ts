import { LeadFormSchema } from '@forecourt/domain'
import { z } from 'zod'

/**
 * Body of POST /v1/sites/:slug/leads: the §3 lead form fields as forms send them, plus whether
 * this is the last step (§7 'isLastStep'). A single-step form sends one request with the default.
 * Field presence is checked by the §5 rules after parsing, so every form field is optional here;
 * lead_status and form_completed are the platform's to set and are ignored.
 */
export const LeadRequestSchema = LeadFormSchema.partial()
  .omit({ lead_status: true, form_completed: true })
  .extend({
    lead_id: z.string().uuid('lead_id must be the lead_id an earlier step returned').optional(),
    is_last_step: z.boolean({ error: 'is_last_step must be true or false' }).default(true),
    /** The client's key for this request when it cannot send an Idempotency-Key header. */
    idempotency_key: z.string().optional(),
    name: z.string().max(200).optional(),
    message: z.string().max(5000).optional(),
  })
export type LeadRequest = z.infer<typeof LeadRequestSchema>

/** A client key: 8 to 200 visible characters, e.g. a UUID the form makes once per step. */
export const IdempotencyKeySchema = z
  .string({ error: 'Send an Idempotency-Key header (or idempotency_key) so a retry is never a second lead' })
  .trim()
  .min(8, 'idempotency_key must be 8 to 200 characters')
  .max(200, 'idempotency_key must be 8 to 200 characters')
  .regex(/^[\x21-\x7e]+$/, 'idempotency_key must be visible ASCII characters')

export const LeadAnswerSchema = z.object({
  lead_id: z.string().uuid(),
  /** 'Incomplete' until the last step (§4 INCOMPLETE_LEAD_STATUS), then 'Completed'. */
  lead_status: z.enum(['Incomplete', 'Completed']),
  form_completed: z.boolean(),
})
