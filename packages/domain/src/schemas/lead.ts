// Leads: the zod schema of lead.ts, kept apart from its rules so a page that uses only a rule
// never builds a schema (the domain ships one file per module with sideEffects: false).

import { AVAILABILITIES } from '../car-availability.js'
import { z } from '../zod.js'
import { CarTypeSchema } from './car.js'

/** A lead as forms send it (§3 Lead form). Keys with spaces are the product's own. */
export const LeadFormSchema = z.object({
  name: z.string(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  postcode: z.string().optional(),
  message: z.string().optional(),
  category: z.string().optional(),
  subcategory: z.string().nullable().optional(),
  opt_in: z.boolean().default(true),
  /** The page the form was sent from: its path (the kit's) or a number a CMS gave it. */
  page_id: z
    .union([z.string().trim().min(1).max(300), z.number().int().nonnegative()], {
      error: 'page_id must be the path (up to 300 characters) or number of the page the form was sent from',
    })
    .optional(),
  dealership_slug: z.string().optional(),
  manufacturer_slug: z.string().optional(),
  stock_number: z.string().optional(),
  'Vehicle Make': z.string().optional(),
  'Vehicle Model': z.string().optional(),
  car_type: CarTypeSchema.optional(),
  car_id: z.number().int().positive().optional(),
  /** The car's availability when the shopper asked about it (§4: in stock, coming soon, reserved, sold). */
  vehicle_status: z
    .enum(AVAILABILITIES, { error: `vehicle_status must be one of ${AVAILABILITIES.join(', ')}` })
    .optional(),
  location: z.string().optional(),
  Rego: z.string().optional(),
  lead_id: z.union([z.string(), z.number()]).optional(),
  lead_status: z.string().optional(),
  form_completed: z.boolean().optional(),
  skipped_steps: z.array(z.object({ from: z.number().int(), to: z.number().int() })).optional(),
  step_number: z.number().int().nonnegative().optional(),
  additional_services: z.array(z.string()).optional(),
  terms_agreed: z.boolean().optional(),
  /** Test drive booking: optional date and time (§3, §5). */
  'Test Drive Booking Date': z.string().optional(),
})
export type LeadForm = z.infer<typeof LeadFormSchema>
export type LeadFormInput = z.input<typeof LeadFormSchema>
