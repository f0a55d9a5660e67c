import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { enqueueLeadDeliveries } from './lead-delivery-records.js'
import { isUniqueViolation } from './lead-records.js'
import type { PlatformDb } from './open-database.js'
import type { StoredPaymentIntent } from './payment-records.js'
import { dealerships, leads, manufacturers, modelDeposits, models } from './schema.js'

/** A model as a model deposit needs it: whose site it is on and what the dealer is told. */
export interface DepositModel {
  id: number
  siteId: number
  name: string
  slug: string
  make: string | null
}

export async function findModelById(db: PlatformDb, modelId: number): Promise<DepositModel | null> {
  const [row] = await db
    .select({
      id: models.id,
      siteId: models.siteId,
      name: models.name,
      slug: models.slug,
      make: manufacturers.name,
    })
    .from(models)
    .leftJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(eq(models.id, modelId))
  return row ?? null
}

/** The processors a dealership takes model deposits through, or null when there is no such dealership. */
export async function findDealershipDeposits(db: PlatformDb, dealershipId: number) {
  const [row] = await db
    .select({ siteId: dealerships.siteId, paymentProcessors: dealerships.paymentProcessors })
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId))
  return row ?? null
}

export interface ModelDepositRecord {
  id: number
  modelId: number
  leadId: string | null
  /** false when this payment's deposit was already recorded (a webhook and the shopper's return). */
  created: boolean
}

/**
 * Records a succeeded model deposit once per payment, with a completed lead in the same
 * transaction: the lead's outbox rows (e-mail with ADF, CRM webhook) and the dealer API are how a
 * dealer already hears of every lead, and a paid deposit is an order they must act on. Safe to
 * repeat and to race: the unique payment id lets one caller write, and every other reads its row.
 */
export async function recordModelDeposit(
  db: PlatformDb,
  intent: StoredPaymentIntent & { modelId: number },
  now: Date,
): Promise<ModelDepositRecord> {
  try {
    return await db.transaction(async (tx) => {
      const existing = await findModelDeposit(tx, intent.id)
      if (existing) return existing
      const [model] = await tx
        .select({ name: models.name, slug: models.slug, make: manufacturers.name })
        .from(models)
        .leftJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
        .where(eq(models.id, intent.modelId))
      const modelName = model?.name ?? `model ${intent.modelId}`
      const paid = `$${(intent.amount / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })} ${intent.currency.toUpperCase()}`
      const leadId = randomUUID()
      await tx.insert(leads).values({
        id: leadId,
        siteId: intent.siteId,
        dealershipId: intent.dealershipId,
        carId: null,
        status: 'completed',
        category: 'Model Deposit',
        email: intent.email,
        message: [
          `Paid a deposit of ${paid} online to order a new ${modelName}.`,
          `Payment reference: ${intent.id} (${intent.processor === 'test' ? 'local test processor' : 'Stripe'}).`,
        ].join(' '),
        form: {
          'Vehicle Make': model?.make ?? null,
          'Vehicle Model': modelName,
          car_type: 'new',
          model_id: intent.modelId,
          payment_intent_id: intent.id,
          deposit_amount: intent.amount / 100,
        },
        createdAt: now,
        updatedAt: now,
        completedAt: now,
      })
      await enqueueLeadDeliveries(tx, intent.siteId, leadId, now)
      const [row] = await tx
        .insert(modelDeposits)
        .values({ paymentIntentId: intent.id, modelId: intent.modelId, siteId: intent.siteId, leadId })
        .returning({ id: modelDeposits.id })
      if (!row) throw new Error('model deposit insert returned no row')
      return { id: row.id, modelId: intent.modelId, leadId, created: true }
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // Another caller recorded this payment first and has committed: answer its record.
    const winner = await findModelDeposit(db, intent.id)
    if (!winner) throw error
    return winner
  }
}

async function findModelDeposit(
  db: Pick<PlatformDb, 'select'>,
  paymentIntentId: string,
): Promise<ModelDepositRecord | null> {
  const [row] = await db
    .select()
    .from(modelDeposits)
    .where(eq(modelDeposits.paymentIntentId, paymentIntentId))
  return row ? { id: row.id, modelId: row.modelId, leadId: row.leadId, created: false } : null
}
