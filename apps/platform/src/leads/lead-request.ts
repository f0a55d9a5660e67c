import { LeadFormSchema } from '@forecourt/domain'
import { z } from 'zod'
import { MAX_DB_INTEGER } from '../db/integer-bounds.js'

/**
 * Body of POST /v1/sites/:slug/leads: the §3 lead form fields as forms send them, plus whether
 * this is the last step (§7 'isLastStep'). A single-step form sends one request with the default.
 * Field presence is checked by the §5 rules after parsing, so every form field is optional here;
 * lead_status and form_completed are the platform's to set and are ignored. Any other key is one of
 * the form's own answers (see lead-answers.ts), kept beside these.
 */
export const LeadRequestSchema = LeadFormSchema.partial()
  .omit({ lead_status: true, form_completed: true })
  .extend({
    lead_id: z.string().uuid('lead_id must be the lead_id an earlier step returned').optional(),
    is_last_step: z.boolean({ error: 'is_last_step must be true or false' }).default(true),
    /** The client's key for this request when it cannot send an Idempotency-Key header. */
    idempotency_key: z.string().optional(),
    // Stored in integer columns: bounded so an absurd number is a 400, not a database error.
    car_id: z.number().int().positive().max(MAX_DB_INTEGER, 'car_id must be a car id').optional(),
    step_number: z.number().int().nonnegative().max(1000, 'step_number must be 0 to 1000').optional(),
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

/** Keys the platform sets itself; forms send them (§4) and they are dropped, not kept as answers. */
const PLATFORM_SET_FIELDS = ['lead_status', 'form_completed'] as const

/** Every key a lead body may hold that is not one of the form's own answers. */
export const LEAD_REQUEST_FIELDS: ReadonlySet<string> = new Set([
  ...Object.keys(LeadRequestSchema.shape),
  ...PLATFORM_SET_FIELDS,
])
