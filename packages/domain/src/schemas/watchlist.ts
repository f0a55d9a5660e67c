// Watchlists: the zod schemas of watchlist.ts, kept apart from its rules so a page that uses only a rule
// never builds a schema (the domain ships one file per module with sideEffects: false).
import { z } from '../zod.js'

/** A signed-in shopper is identified by phone (§3 User, §6). */
export const UserSchema = z.object({ phone: z.string().nullable() })
export type User = z.infer<typeof UserSchema>

/** A car on a user's server-side watchlist (§3 Watchlist entry). */
export const WatchlistEntrySchema = z.object({ id: z.number().int().positive() })
export type WatchlistEntry = z.infer<typeof WatchlistEntrySchema>
