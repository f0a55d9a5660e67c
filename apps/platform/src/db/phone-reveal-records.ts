import { eq } from 'drizzle-orm'
import type { PlatformDb } from './open-database.js'
import { phoneReveals } from './schema.js'

/** One reveal of a location phone on a car page (§4 Phone reveal). */
export async function recordPhoneReveal(
  db: PlatformDb,
  reveal: { siteId: number; carId: number; dealershipId: number },
): Promise<void> {
  await db.insert(phoneReveals).values(reveal)
}

/** How many times shoppers revealed the phone on a car's page: what the records are kept for. */
export function countPhoneReveals(db: PlatformDb, carId: number): Promise<number> {
  return db.$count(phoneReveals, eq(phoneReveals.carId, carId))
}
