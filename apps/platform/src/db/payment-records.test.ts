// Reservations with several platform processes on one database (issue 17): Stripe's webhook and the
// shopper's return may ask to reserve for the same payment at the same moment, on two processes.
// On PostgreSQL the calls below really run at once over the pool's connections.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from './open-test-database.js'
import { type CarPaymentIntent, reserveCarForPayment, savePaymentIntent } from './payment-records.js'
import { cars, reservations } from './schema.js'

let database: TestDatabase

beforeAll(async () => {
  database = await openTestDatabase('seeded')
}, 120_000)

afterAll(async () => {
  await database?.close()
})

const freeCars = async (count: number) =>
  database.db
    .select({ id: cars.id, siteId: cars.siteId, dealershipId: cars.dealershipId })
    .from(cars)
    .where(and(eq(cars.reserved, false), eq(cars.sold, false)))
    .limit(count)

async function paidIntent(car: { id: number; siteId: number; dealershipId: number }) {
  const intent = {
    id: `test_pi_${randomUUID()}`,
    processor: 'test' as const,
    siteId: car.siteId,
    dealershipId: car.dealershipId,
    carId: car.id,
    amount: 50_000,
    currency: 'AUD',
    status: 'succeeded',
    origin: null,
    email: null,
  }
  await savePaymentIntent(database.db, intent)
  return { ...intent, modelId: null, createdAt: new Date() } satisfies CarPaymentIntent
}

describe('reserving a car for a payment, at once from several callers', () => {
  it('answers every repeat of the winning payment with its one reservation, never "unavailable"', async () => {
    const [car] = await freeCars(1)
    if (!car) throw new Error('the seeded world has no free car')
    const intent = await paidIntent(car)
    const results = await Promise.all(
      Array.from({ length: 6 }, () => reserveCarForPayment(database.db, intent)),
    )
    expect(results.map((result) => result.kind)).toEqual(Array(6).fill('reserved'))
    const ids = new Set(results.map((result) => (result.kind === 'reserved' ? result.reservationId : 0)))
    expect(ids.size).toBe(1)
    expect(results.filter((result) => result.kind === 'reserved' && result.created)).toHaveLength(1)
  })

  it('lets exactly one of two payments for one car win, each answered the same every time', async () => {
    const [, car] = await freeCars(2)
    if (!car) throw new Error('the seeded world has no second free car')
    const [first, second] = [await paidIntent(car), await paidIntent(car)]
    const results = await Promise.all(
      [first, second, first, second, first, second].map((intent) =>
        reserveCarForPayment(database.db, intent),
      ),
    )
    const kinds = (intent: CarPaymentIntent) =>
      results.filter((_, index) => (index % 2 === 0 ? first : second) === intent).map((result) => result.kind)
    const winner = kinds(first)[0] === 'reserved' ? first : second
    const loser = winner === first ? second : first
    expect(kinds(winner)).toEqual(['reserved', 'reserved', 'reserved'])
    expect(kinds(loser)).toEqual(['unavailable', 'unavailable', 'unavailable'])
    const stored = await database.db.select().from(reservations).where(eq(reservations.carId, car.id))
    expect(stored.map((row) => row.paymentIntentId)).toEqual([winner.id])
  })
})
