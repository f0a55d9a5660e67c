import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm'
import type { PlatformDb } from './open-database.js'
import { leadDeliveries, leadDeliveryAttempts, sites } from './schema.js'

export type LeadDeliveryRow = typeof leadDeliveries.$inferSelect
export type LeadDeliveryAttemptRow = typeof leadDeliveryAttempts.$inferSelect
type Transaction = Parameters<Parameters<PlatformDb['transaction']>[0]>[0]

/**
 * Writes the outbox rows of a lead that has just been completed, inside the lead's own transaction
 * (lead-records.ts), one per destination the site names at that moment. `on conflict do nothing`
 * on (lead, kind, destination): there is never a second row, so never a second delivery id.
 */
export async function enqueueLeadDeliveries(tx: Transaction, siteId: number, leadId: string, now: Date) {
  const [site] = await tx.select({ delivery: sites.leadDelivery }).from(sites).where(eq(sites.id, siteId))
  const rows: Array<typeof leadDeliveries.$inferInsert> = []
  const base = { leadId, siteId, status: 'pending' as const, nextAttemptAt: now, createdAt: now }
  if (site?.delivery.email)
    rows.push({ ...base, id: randomUUID(), kind: 'email', destination: site.delivery.email })
  if (site?.delivery.crm_webhook)
    rows.push({ ...base, id: randomUUID(), kind: 'webhook', destination: site.delivery.crm_webhook.url })
  if (rows.length > 0) await tx.insert(leadDeliveries).values(rows).onConflictDoNothing()
}

/** Where a site's leads and dealer notices go (its LeadDelivery settings). */
export async function findSiteLeadDelivery(db: PlatformDb, siteId: number) {
  const [site] = await db.select({ delivery: sites.leadDelivery }).from(sites).where(eq(sites.id, siteId))
  return site?.delivery ?? null
}

export interface EmailNotification {
  /** Unique per notification: queuing the same key again does nothing. */
  dedupeKey: string
  to: string
  subject: string
  text: string
  replyTo?: string
}

/**
 * Queues e-mails that are not leads (a refunded deposit's notices) in the same outbox, so they get
 * the same retries, dead letter and attempt log. Answers how many were new.
 */
export async function enqueueEmailNotifications(
  db: PlatformDb,
  siteId: number,
  notifications: EmailNotification[],
  now: Date,
): Promise<number> {
  if (notifications.length === 0) return 0
  const rows = await db
    .insert(leadDeliveries)
    .values(
      notifications.map(({ dedupeKey, to, subject, text, replyTo }) => ({
        id: randomUUID(),
        leadId: null,
        siteId,
        kind: 'email' as const,
        destination: to,
        message: { subject, text, ...(replyTo ? { replyTo } : {}) },
        dedupeKey,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: leadDeliveries.id })
  return rows.length
}

/**
 * Claims up to `limit` due deliveries for `leaseMs`. FOR UPDATE SKIP LOCKED lets several platform
 * processes claim at once without taking the same row; the lease (not an open transaction) marks
 * the claim, because PGlite has one connection and a transaction held across an SMTP conversation
 * would stall every request. A process killed mid-delivery leaves a lease that lapses, and the row
 * is claimed again: at least once.
 */
export async function claimDueDeliveries(
  db: PlatformDb,
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
): Promise<LeadDeliveryRow[]> {
  const due = db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(
      and(
        eq(leadDeliveries.status, 'pending'),
        lte(leadDeliveries.nextAttemptAt, now),
        or(isNull(leadDeliveries.lockedUntil), lt(leadDeliveries.lockedUntil, now)),
      ),
    )
    .orderBy(asc(leadDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(leadDeliveries)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(leadDeliveries.id, due))
    .returning()
}

export type AttemptOutcome =
  | { outcome: 'delivered' }
  /** `retryAt` null: no attempts left, the delivery is dead-lettered. */
  | { outcome: 'failed'; error: string; retryAt: Date | null }

/** Records one attempt and moves the delivery on: delivered, due again later, or dead. */
export async function recordDeliveryAttempt(
  db: PlatformDb,
  delivery: Pick<LeadDeliveryRow, 'id' | 'attempts'>,
  attempt: AttemptOutcome & { startedAt: Date; finishedAt: Date },
): Promise<void> {
  const number = delivery.attempts + 1
  await db.transaction(async (tx) => {
    await tx.insert(leadDeliveryAttempts).values({
      deliveryId: delivery.id,
      attempt: number,
      outcome: attempt.outcome,
      error: attempt.outcome === 'failed' ? attempt.error : null,
      startedAt: attempt.startedAt,
      finishedAt: attempt.finishedAt,
    })
    await tx
      .update(leadDeliveries)
      .set(
        attempt.outcome === 'delivered'
          ? { status: 'delivered', attempts: number, lockedUntil: null, deliveredAt: attempt.finishedAt }
          : {
              status: attempt.retryAt ? 'pending' : 'dead',
              attempts: number,
              lockedUntil: null,
              lastError: attempt.error,
              ...(attempt.retryAt ? { nextAttemptAt: attempt.retryAt } : {}),
            },
      )
      .where(and(eq(leadDeliveries.id, delivery.id), eq(leadDeliveries.status, 'pending')))
  })
}

/** The deliveries of some leads with their attempts, oldest first (the dealer API's status). */
export async function listLeadDeliveries(
  db: PlatformDb,
  leadIds: string[],
): Promise<Array<LeadDeliveryRow & { attemptLog: LeadDeliveryAttemptRow[] }>> {
  if (leadIds.length === 0) return []
  const rows = await db
    .select()
    .from(leadDeliveries)
    .where(inArray(leadDeliveries.leadId, leadIds))
    .orderBy(asc(leadDeliveries.createdAt), asc(leadDeliveries.kind))
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(leadDeliveryAttempts)
          .where(
            inArray(
              leadDeliveryAttempts.deliveryId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(leadDeliveryAttempts.id))
  return rows.map((row) => ({
    ...row,
    attemptLog: attempts.filter((attempt) => attempt.deliveryId === row.id),
  }))
}

/**
 * A dealer's explicit re-send: every delivered or dead delivery of the lead is due again, under the
 * same delivery id, so a CRM that de-duplicates still holds one lead. Pending ones are left as
 * they are (already on their way). Answers how many were queued again.
 */
export async function requeueLeadDeliveries(
  db: PlatformDb | Transaction,
  siteId: number,
  leadId: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(leadDeliveries)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      lockedUntil: null,
      lastError: null,
      deliveredAt: null,
    })
    .where(
      and(
        eq(leadDeliveries.leadId, leadId),
        eq(leadDeliveries.siteId, siteId),
        inArray(leadDeliveries.status, ['delivered', 'dead']),
      ),
    )
    .returning({ id: leadDeliveries.id })
  return rows.length
}
