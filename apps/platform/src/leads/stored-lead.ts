import { CarTypeSchema, INCOMPLETE_LEAD_STATUS } from '@forecourt/domain'
import { z } from 'zod'
import type { StoredLeadRow } from '../db/lead-records.js'
import { AnswerValueSchema, type LeadAnswers } from './lead-answers.js'
import { LEAD_REQUEST_FIELDS } from './lead-request.js'

export const COMPLETED_LEAD_STATUS = 'Completed'

const text = z.string().nullable()

/** Where a lead's `form` keeps its files: not an answer name (those start with a letter). */
export const LEAD_FILES_KEY = '_files'

export const StoredLeadFileSchema = z.object({
  file_id: z.string(),
  field: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
})
export type StoredLeadFile = z.infer<typeof StoredLeadFileSchema>

/** The files a lead's `form` lists; anything malformed there is left out rather than served. */
export function storedLeadFilesOf(form: Record<string, unknown>): StoredLeadFile[] {
  const listed = form[LEAD_FILES_KEY]
  if (!Array.isArray(listed)) return []
  return listed.flatMap((entry) => {
    const parsed = StoredLeadFileSchema.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
}

/**
 * A stored lead as GET /v1/sites/:slug/leads/:leadId answers it: every §3 lead form field, typed,
 * null when the lead has none; the §4 step bookkeeping; and `answers`, the form's own questions.
 */
export const StoredLeadSchema = z.object({
  lead_id: z.string().uuid(),
  lead_status: z.enum([INCOMPLETE_LEAD_STATUS, COMPLETED_LEAD_STATUS]),
  form_completed: z.boolean(),
  category: text,
  subcategory: text,
  name: text,
  last_name: text,
  email: text,
  phone: text,
  postcode: text,
  message: text,
  opt_in: z.boolean(),
  terms_agreed: z.boolean().nullable(),
  car_id: z.number().int().nullable(),
  dealership_slug: text,
  page_id: z.union([z.string(), z.number()]).nullable(),
  manufacturer_slug: text,
  stock_number: text,
  'Vehicle Make': text,
  'Vehicle Model': text,
  car_type: CarTypeSchema.nullable(),
  vehicle_status: text,
  location: text,
  Rego: text,
  'Test Drive Booking Date': text,
  step_number: z.number().int(),
  skipped_steps: z.array(z.object({ from: z.number().int(), to: z.number().int() })),
  additional_services: z.array(z.string()),
  answers: z.record(z.string(), AnswerValueSchema),
  /** Files the shopper attached (issue 16 row 15), read through GET …/leads/:leadId/files/:file_id. */
  files: z.array(StoredLeadFileSchema),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
})
export type StoredLead = z.infer<typeof StoredLeadSchema>
export const StoredLeadAnswerSchema = z.object({ lead: StoredLeadSchema })

/** The answer for a stored lead; `dealershipSlug` is the slug of the lead's dealership, if any. */
export function storedLeadOf(row: StoredLeadRow, dealershipSlug: string | null): StoredLead {
  const form = row.form
  const formText = (key: string) => {
    const value = form[key]
    return typeof value === 'string' ? value : null
  }
  const pageId = form.page_id
  const answers: LeadAnswers = {}
  for (const [key, value] of Object.entries(form)) {
    const parsed = AnswerValueSchema.safeParse(value)
    if (!LEAD_REQUEST_FIELDS.has(key) && parsed.success) answers[key] = parsed.data
  }
  const completed = row.status === 'completed'
  return {
    files: storedLeadFilesOf(form),
    lead_id: row.id,
    lead_status: completed ? COMPLETED_LEAD_STATUS : INCOMPLETE_LEAD_STATUS,
    form_completed: completed,
    category: row.category,
    subcategory: row.subcategory,
    name: row.name,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    message: row.message,
    opt_in: row.optIn,
    terms_agreed: row.termsAgreed,
    car_id: row.carId,
    dealership_slug: dealershipSlug ?? formText('dealership_slug'),
    page_id: typeof pageId === 'string' || typeof pageId === 'number' ? pageId : null,
    manufacturer_slug: formText('manufacturer_slug'),
    stock_number: formText('stock_number'),
    'Vehicle Make': formText('Vehicle Make'),
    'Vehicle Model': formText('Vehicle Model'),
    car_type: CarTypeSchema.safeParse(form.car_type).data ?? null,
    vehicle_status: formText('vehicle_status'),
    location: formText('location'),
    Rego: formText('Rego'),
    'Test Drive Booking Date': formText('Test Drive Booking Date'),
    step_number: row.stepNumber,
    skipped_steps: row.skippedSteps,
    additional_services: row.additionalServices,
    answers,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  }
}
