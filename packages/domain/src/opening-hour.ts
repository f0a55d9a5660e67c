import { z } from './zod.js'

/** Opening hour entry: weekday 0 (Sunday) … 6 (Saturday) (§3). */
export const OpeningHourSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  open: z.string().nullable(),
  close: z.string().nullable(),
  status: z.enum(['Open', 'Closed']),
  /** The spec's spelling (§3). */
  formated_hours: z.string().nullable().default(null),
})
export type OpeningHour = z.infer<typeof OpeningHourSchema>

/** Holiday (special) hours entry (§3). */
export const SpecialHoursSchema = z.object({
  date: z.string(),
  status: z.enum(['Open', 'Closed']),
  start_hour: z.string().nullable(),
  end_hour: z.string().nullable(),
})
export type SpecialHours = z.infer<typeof SpecialHoursSchema>
