import { and, eq } from 'drizzle-orm'
import { isUniqueViolation } from './lead-records.js'
import type { PlatformDb } from './open-database.js'
import { cars, paymentIntents, reservations } from './schema.js'

export type StoredPaymentIntent = typeof paymentIntents.$inferSelect
/** A deposit on a car; the schema's check says the other kind has a model instead. */
export type CarPaymentIntent = StoredPaymentIntent & { carId: number }
export type ModelPaymentIntent = StoredPaymentIntent & { modelId: number }

/** Which of the two a stored payment pays for (exactly one is set, by the table's check). */
export function paymentSubjectOf(
  intent: StoredPaymentIntent,
): { kind: 'car'; intent: CarPaymentIntent } | { kind: 'model'; intent: ModelPaymentIntent } {
  if (intent.carId !== null) return { kind: 'car', intent: { ...intent, carId: intent.carId } }
  if (intent.modelId !== null) return { kind: 'model', intent: { ...intent, modelId: intent.modelId } }
  throw new Error(`payment intent ${intent.id} has neither a car nor a model`)
}

export async function savePaymentIntent(
  db: PlatformDb,
  intent: typeof paymentIntents.$inferInsert,
): Promise<void> {
  await db.insert(paymentIntents).values(intent)
}

export async function findPaymentIntent(db: PlatformDb, id: string): Promise<StoredPaymentIntent | null> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id))
  return row ?? null
}

export async function setPaymentIntentStatus(db: PlatformDb, id: string, status: string): Promise<void> {
  await db.update(paymentIntents).set({ status }).where(eq(paymentIntents.id, id))
}

export type ReserveResult =
  | { kind: 'reserved'; reservationId: number; carId: number; created: boolean }
  | { kind: 'unavailable' }

/**
 * Marks the paid car reserved (§4 reserved state). The conditional update is the lock: of two
 * payments racing for one car exactly one flips `reserved`; the other is told it is unavailable.
 * Repeating the call for the payment that already won answers the same reservation — also when the
 * repeats run at once (Stripe's webhook and the shopper's return, on two platform processes): the
 * one that waited on the winner's row lock finds the car reserved, so it looks again for the
 * winner's reservation before calling its own payment the loser (which would refund it).
 */
export async function reserveCarForPayment(db: PlatformDb, intent: CarPaymentIntent): Promise<ReserveResult> {
  let result: ReserveResult
  try {
    result = await db.transaction(async (tx) => {
      const existing = await findReservation(tx, intent.id)
      if (existing) return existing
      const [car] = await tx
        .update(cars)
        .set({ reserved: true })
        .where(and(eq(cars.id, intent.carId), eq(cars.reserved, false), eq(cars.sold, false)))
        .returning({ id: cars.id })
      if (!car) return { kind: 'unavailable' } as const
      const [reservation] = await tx
        .insert(reservations)
        .values({ carId: car.id, paymentIntentId: intent.id })
        .returning({ id: reservations.id })
      if (!reservation) throw new Error('reservation insert returned no row')
      return { kind: 'reserved', reservationId: reservation.id, carId: car.id, created: true } as const
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    result = { kind: 'unavailable' }
  }
  // Read after the transaction: the winner, if it was this payment, has committed by now.
  return result.kind === 'unavailable' ? ((await findReservation(db, intent.id)) ?? result) : result
}

async function findReservation(
  db: Pick<PlatformDb, 'select'>,
  paymentIntentId: string,
): Promise<ReserveResult | null> {
  const [existing] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.paymentIntentId, paymentIntentId))
  return existing
    ? { kind: 'reserved', reservationId: existing.id, carId: existing.carId, created: false }
    : null
}
