// Models: the zod schema of model.ts, kept apart from its rules so a page that uses only a rule
// never builds a schema (the domain ships one file per module with sideEffects: false).
import { z } from '../zod.js'

/** A vehicle model page entry (§3 Model). */
export const ModelSchema = z.object({
  name: z.string().min(1),
  slug: z.string().min(1),
  image: z.object({ url: z.string() }).nullable().default(null),
  short_description: z.string().nullable().default(null),
  status: z.string().nullable().default(null),
  fuel: z.string().nullable().default(null),
  position: z.number().int().default(0),
  override_url: z.string().nullable().default(null),
})
export type Model = z.infer<typeof ModelSchema>
