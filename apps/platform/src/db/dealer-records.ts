import { and, desc, eq, lt } from 'drizzle-orm'
import {
  enqueueLeadDeliveries,
  type LeadDeliveryAttemptRow,
  type LeadDeliveryRow,
  listLeadDeliveries,
  requeueLeadDeliveries,
} from './lead-delivery-records.js'
import type { StoredLeadRow } from './lead-records.js'
import type { PlatformDb } from './open-database.js'
import { dealerTokens, leads } from './schema.js'

export type DeliveryWithLog = LeadDeliveryRow & { attemptLog: LeadDeliveryAttemptRow[] }
export interface DealerLead {
  row: StoredLeadRow
  deliveries: DeliveryWithLog[]
}

/** The site a dealer token (already hashed) belongs to, or null for an unknown token. */
export async function findDealerTokenSite(db: PlatformDb, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .select({ siteId: dealerTokens.siteId })
    .from(dealerTokens)
    .where(eq(dealerTokens.tokenHash, tokenHash))
  return row?.siteId ?? null
}

/** A site's leads, newest first, with their deliveries and attempts; `before` pages by created_at. */
export async function listDealerLeads(
  db: PlatformDb,
  siteId: number,
  { limit, before }: { limit: number; before?: Date | undefined },
): Promise<DealerLead[]> {
  const rows = await db
    .select()
    .from(leads)
    .where(and(eq(leads.siteId, siteId), before ? lt(leads.createdAt, before) : undefined))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit)
  const deliveries = await listLeadDeliveries(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({ row, deliveries: deliveries.filter((delivery) => delivery.leadId === row.id) }))
}

export type ResendResult =
  | { kind: 'not-found' }
  | { kind: 'incomplete' }
  | { kind: 'queued'; lead: DealerLead }

/**
 * A dealer's re-send: destinations the site names now but the lead never had are added, and
 * delivered or dead ones are due again under their own delivery ids (lead-delivery-records.ts).
 */
export async function resendDealerLead(
  db: PlatformDb,
  siteId: number,
  leadId: string,
  now: Date,
): Promise<ResendResult> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.siteId, siteId)))
  if (!row) return { kind: 'not-found' }
  if (row.status !== 'completed') return { kind: 'incomplete' }
  await db.transaction(async (tx) => {
    await enqueueLeadDeliveries(tx, siteId, leadId, now)
    await requeueLeadDeliveries(tx, siteId, leadId, now)
  })
  return { kind: 'queued', lead: { row, deliveries: await listLeadDeliveries(db, [leadId]) } }
}
