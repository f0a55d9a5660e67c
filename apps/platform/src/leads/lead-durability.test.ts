// Issue 4: "A test kills the platform in the middle of a burst of lead submissions and shows every
// lead that was answered 2xx is in the database after restart, and none twice." The platform runs
// as a real process (the built server), on PGlite or on PLATFORM_TEST_DATABASE_URL's PostgreSQL.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/open-database.js'
import { leadSubmissions, leads, sites } from '../db/schema.js'
import { SERVICE_AUTHORIZATION } from '../http/seeded-test-app.js'
import { exited, type PlatformProcessWorld, preparePlatformProcess } from './test-platform-process.js'

const BURST = 160
const KILL_AFTER_ACKNOWLEDGED = 40
const CONCURRENCY = 8

let world: PlatformProcessWorld

// Its own bundle of the server on a copy of the seeded test database (test-platform-process.ts).
beforeAll(async () => {
  world = await preparePlatformProcess()
}, 120_000)

afterAll(async () => {
  await world?.close()
})

const startPlatform = () => world.start({ PLATFORM_LEAD_RATE_LIMIT: '1000000' })

const leadBody = (index: number) => ({
  name: `Burst Shopper ${index}`,
  email: `burst${index}@example.com`,
  phone: '0412 345 678',
  message: `Lead number ${index} of the burst`,
  // Coastal Motors has two visible locations: an enquiry without a car names one (§5).
  location: 'Coastal Motors - Sales',
})

async function sendLead(index: number): Promise<{ status: number; leadId?: string }> {
  const response = await fetch(`http://127.0.0.1:${world.port}/v1/sites/coastal-motors/leads`, {
    method: 'POST',
    headers: {
      ...SERVICE_AUTHORIZATION,
      'content-type': 'application/json',
      'idempotency-key': `burst-lead-${index}`,
    },
    body: JSON.stringify(leadBody(index)),
  })
  const body = (await response.json()) as { lead_id?: string }
  return { status: response.status, ...(body.lead_id ? { leadId: body.lead_id } : {}) }
}

describe('a platform killed in the middle of a burst of leads', () => {
  it('keeps every lead it answered 2xx, and a retry of any lead never makes a second one', async () => {
    const acknowledged = new Map<number, string>()
    let platform = await startPlatform()
    let next = 0
    let killed = false
    const worker = async () => {
      while (next < BURST) {
        const index = next
        next += 1
        try {
          const answer = await sendLead(index)
          if (answer.status >= 200 && answer.status < 300 && answer.leadId)
            acknowledged.set(index, answer.leadId)
        } catch {
          // The connection died with the process: this lead was never answered.
        }
        if (!killed && acknowledged.size >= KILL_AFTER_ACKNOWLEDGED) {
          killed = true
          platform.kill('SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    expect(killed).toBe(true)
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED)
    expect(acknowledged.size).toBeLessThan(BURST)
    await exited(platform)

    platform = await startPlatform()
    try {
      // Every answered lead is there under its key: its retry replays the same lead_id.
      for (const [index, leadId] of acknowledged) {
        const retry = await sendLead(index)
        expect(retry, `lead ${index}`).toEqual({ status: 200, leadId })
      }
      // Clients retry what was never answered; each still becomes exactly one lead.
      for (let index = 0; index < BURST; index += 1) {
        if (!acknowledged.has(index)) expect((await sendLead(index)).status).toBeLessThan(300)
      }
    } finally {
      platform.kill('SIGTERM')
      await exited(platform)
    }

    const database = await openDatabase(world.database)
    try {
      const [site] = await database.db
        .select({ id: sites.id })
        .from(sites)
        .where(eq(sites.slug, 'coastal-motors'))
      const rows = await database.db
        .select({ id: leads.id, name: leads.name, key: leadSubmissions.idempotencyKey })
        .from(leads)
        .innerJoin(leadSubmissions, eq(leadSubmissions.leadId, leads.id))
        .where(eq(leads.siteId, site?.id ?? 0))
      const [{ count } = { count: -1 }] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(leads)
        .where(eq(leads.siteId, site?.id ?? 0))
      expect(count).toBe(BURST)
      expect(new Set(rows.map((row) => row.key)).size).toBe(BURST)
      for (const [index, leadId] of acknowledged) {
        expect(rows.find((row) => row.id === leadId)).toEqual({
          id: leadId,
          name: `Burst Shopper ${index}`,
          key: `burst-lead-${index}`,
        })
      }
    } finally {
      await database.close()
    }
  }, 240_000)
})
