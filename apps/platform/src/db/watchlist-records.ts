import type { Car } from '@forecourt/domain'
import { and, asc, desc, eq } from 'drizzle-orm'
import { selectCars, toCar } from './car-records.js'
import type { PlatformDb } from './open-database.js'
import { cars, watchlistEntries } from './schema.js'

/** Saving twice keeps one entry: the watchlist is a set (§4 toggle). */
export async function saveWatchlistCar(db: PlatformDb, userId: number, carId: number): Promise<void> {
  await db.insert(watchlistEntries).values({ userId, carId }).onConflictDoNothing()
}

export async function removeWatchlistCar(db: PlatformDb, userId: number, carId: number): Promise<void> {
  await db
    .delete(watchlistEntries)
    .where(and(eq(watchlistEntries.userId, userId), eq(watchlistEntries.carId, carId)))
}

/** The user's saved cars, most recently saved first; `siteId` keeps to one dealer's stock. */
export async function listWatchlist(db: PlatformDb, userId: number, siteId?: number): Promise<Car[]> {
  const rows = await selectCars(db)
    .innerJoin(watchlistEntries, eq(watchlistEntries.carId, cars.id))
    .where(
      and(eq(watchlistEntries.userId, userId), siteId === undefined ? undefined : eq(cars.siteId, siteId)),
    )
    .orderBy(desc(watchlistEntries.createdAt), asc(cars.id))
  return rows.map(toCar)
}
