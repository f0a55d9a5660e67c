import type { GarageVehicle, GarageVehicleInput } from '@forecourt/domain'
import { and, asc, count, eq } from 'drizzle-orm'
import type { PlatformDb } from './open-database.js'
import { garageVehicles, users } from './schema.js'

const toVehicle = (row: typeof garageVehicles.$inferSelect): GarageVehicle => ({
  id: row.id,
  rego: row.rego,
  make: row.make,
  model: row.model,
  year: row.year,
  odometer_km: row.odometerKm,
  created_at: row.createdAt.toISOString(),
})

const ownedBy = (siteId: number, userId: number) =>
  and(eq(garageVehicles.siteId, siteId), eq(garageVehicles.userId, userId))

/** The shopper's vehicles on one site, in the order they were added. */
export async function listGarageVehicles(
  db: PlatformDb,
  siteId: number,
  userId: number,
): Promise<GarageVehicle[]> {
  const rows = await db
    .select()
    .from(garageVehicles)
    .where(ownedBy(siteId, userId))
    .orderBy(asc(garageVehicles.createdAt), asc(garageVehicles.id))
  return rows.map(toVehicle)
}

export type GarageAdd = { added: GarageVehicle } | { full: true }

/**
 * Adds a vehicle unless the shopper's garage on the site already holds `max`. The user's row is
 * locked first, so two adds at once (from two tabs, or two platform processes) are counted one
 * after the other and never overfill it.
 */
export async function addGarageVehicle(
  db: PlatformDb,
  siteId: number,
  userId: number,
  vehicle: GarageVehicleInput,
  max: number,
): Promise<GarageAdd> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [held] = await tx.select({ total: count() }).from(garageVehicles).where(ownedBy(siteId, userId))
    if ((held?.total ?? 0) >= max) return { full: true } as const
    const [row] = await tx
      .insert(garageVehicles)
      .values({
        siteId,
        userId,
        rego: vehicle.rego,
        make: vehicle.make,
        model: vehicle.model,
        year: vehicle.year,
        odometerKm: vehicle.odometer_km,
      })
      .returning()
    if (!row) throw new Error('garage vehicle insert returned no row')
    return { added: toVehicle(row) }
  })
}

/** Removes one of the shopper's vehicles on the site; false when they have none by that id there. */
export async function removeGarageVehicle(
  db: PlatformDb,
  siteId: number,
  userId: number,
  id: number,
): Promise<boolean> {
  const removed = await db
    .delete(garageVehicles)
    .where(and(eq(garageVehicles.id, id), ownedBy(siteId, userId)))
    .returning({ id: garageVehicles.id })
  return removed.length > 0
}
