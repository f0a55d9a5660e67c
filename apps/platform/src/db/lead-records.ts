import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { enqueueLeadDeliveries } from './lead-delivery-records.js'
import type { PlatformDb } from './open-database.js'
import { leadSubmissions, leads } from './schema.js'
import { type BookedTestDriveQuery, listBookedTestDrives } from './test-drive-records.js'

/** Columns of a lead the platform reads; everything else a form sends stays in `form`. */
export interface LeadValues {
  dealershipId: number | null
  carId: number | null
  category: string | null
  subcategory: string | null
  name: string | null
  lastName: string | null
  email: string | null
  phone: string | null
  postcode: string | null
  message: string | null
  /** null: the step did not send it (a new lead then takes the §3 default, true). */
  optIn: boolean | null
  termsAgreed: boolean | null
  stepNumber: number | null
  skippedSteps: Array<{ from: number; to: number }> | null
  additionalServices: string[] | null
  form: Record<string, unknown>
}

export interface LeadSubmission {
  siteId: number
  idempotencyKey: string
  requestHash: string
  /** The lead a later step continues (§4: the lead_id an incomplete step returned). */
  leadId: string | null
  complete: boolean
  values: LeadValues
  /**
   * A test-drive time to hold: judged again inside the lead's transaction under a lock per location,
   * so two shoppers sending the same free time at once cannot both book it.
   */
  testDrive?: { query: BookedTestDriveQuery; stillFree: (booked: string[]) => boolean } | undefined
}

export type LeadSubmissionResult =
  | { kind: 'saved'; leadId: string; completed: boolean; created: boolean }
  | { kind: 'replayed'; leadId: string; completed: boolean }
  | { kind: 'key-reused' }
  | { kind: 'lead-not-found' }
  | { kind: 'lead-completed' }
  /** The lead's answers over all its steps would pass MAX_LEAD_FORM_BYTES. */
  | { kind: 'lead-too-large' }
  /** Its test-drive time was booked by another lead first. */
  | { kind: 'test-drive-taken' }

/**
 * The most a lead's merged form answers may hold. Each request is already under the 64 KB body
 * limit; this stops a lead growing past it one step at a time.
 */
export const MAX_LEAD_FORM_BYTES = 64 * 1024

export type StoredLeadRow = typeof leads.$inferSelect

/**
 * Saves one lead step exactly once per client key. The key is recorded in the lead's own
 * transaction, so a lead that was answered is there with its key after any crash, and a retry
 * of the same key answers the first result instead of writing again (issue 4: no duplicates).
 */
export async function submitLead(db: PlatformDb, submission: LeadSubmission): Promise<LeadSubmissionResult> {
  try {
    return await db.transaction(async (tx) => {
      const replay = await findSubmission(tx, submission)
      if (replay) return replay
      const drive = submission.testDrive
      if (drive) {
        // Held until this transaction ends: the next booking at the location reads this one's lead.
        const lockKey = `test-drive:${drive.query.siteId}:${drive.query.location}`
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`)
        if (!drive.stillFree(await listBookedTestDrives(tx, drive.query)))
          return { kind: 'test-drive-taken' } as const
      }
      let leadId = submission.leadId
      let created = false
      const now = new Date()
      const status = submission.complete ? ('completed' as const) : ('incomplete' as const)
      if (leadId) {
        const [lead] = await tx
          .select({ status: leads.status, form: leads.form })
          .from(leads)
          .where(and(eq(leads.id, leadId), eq(leads.siteId, submission.siteId)))
          .for('update')
        if (!lead) return { kind: 'lead-not-found' } as const
        if (lead.status === 'completed') return { kind: 'lead-completed' } as const
        const form = { ...lead.form, ...submission.values.form }
        if (Buffer.byteLength(JSON.stringify(form)) > MAX_LEAD_FORM_BYTES)
          return { kind: 'lead-too-large' } as const
        await tx
          .update(leads)
          .set({
            ...definedValues(submission.values),
            form,
            status,
            updatedAt: now,
            completedAt: submission.complete ? now : null,
          })
          .where(eq(leads.id, leadId))
      } else {
        leadId = randomUUID()
        created = true
        await tx.insert(leads).values({
          id: leadId,
          siteId: submission.siteId,
          ...submission.values,
          optIn: submission.values.optIn ?? true,
          stepNumber: submission.values.stepNumber ?? 0,
          skippedSteps: submission.values.skippedSteps ?? [],
          additionalServices: submission.values.additionalServices ?? [],
          status,
          createdAt: now,
          updatedAt: now,
          completedAt: submission.complete ? now : null,
        })
      }
      // The outbox rows commit with the lead or not at all (issue 13): no completed lead without them.
      if (submission.complete) await enqueueLeadDeliveries(tx, submission.siteId, leadId, now)
      await tx.insert(leadSubmissions).values({
        siteId: submission.siteId,
        idempotencyKey: submission.idempotencyKey,
        leadId,
        requestHash: submission.requestHash,
        completed: submission.complete,
      })
      return { kind: 'saved', leadId, completed: submission.complete, created } as const
    })
  } catch (error) {
    // Two requests with one key at once: the loser's insert of the key fails on the primary key
    // after the winner commits, and it answers what the winner saved.
    if (!isUniqueViolation(error)) throw error
    const replay = await findSubmission(db, submission)
    if (replay) return replay
    throw error
  }
}

/** One lead of a site by its id (the id is the capability to read it: a random UUID). */
export async function findSiteLead(
  db: PlatformDb,
  siteId: number,
  leadId: string,
): Promise<StoredLeadRow | null> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.siteId, siteId)))
  return row ?? null
}

async function findSubmission(
  db: Pick<PlatformDb, 'select'>,
  submission: Pick<LeadSubmission, 'siteId' | 'idempotencyKey' | 'requestHash'>,
): Promise<LeadSubmissionResult | null> {
  const [row] = await db
    .select()
    .from(leadSubmissions)
    .where(
      and(
        eq(leadSubmissions.siteId, submission.siteId),
        eq(leadSubmissions.idempotencyKey, submission.idempotencyKey),
      ),
    )
  if (!row) return null
  if (row.requestHash !== submission.requestHash) return { kind: 'key-reused' }
  return { kind: 'replayed', leadId: row.leadId, completed: row.completed }
}

/** Later steps only add to a lead: a field a step does not send keeps its earlier value. */
function definedValues(values: LeadValues): Partial<typeof leads.$inferInsert> {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => key !== 'form' && value !== null),
  ) as Partial<typeof leads.$inferInsert>
}

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
