// Manufacturers: the zod schema of manufacturer.ts, kept apart from its rules so a page that uses only a rule
// never builds a schema (the domain ships one file per module with sideEffects: false).
import { z } from '../zod.js'

/** A vehicle brand (§3 Manufacturer); its logo may be missing. */
export const ManufacturerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().min(1),
  logo: z.object({ url: z.string().nullable() }).nullable().default(null),
})
export type Manufacturer = z.infer<typeof ManufacturerSchema>
