import { eq } from 'drizzle-orm'
import {
  claimDueDeliveries,
  type LeadDeliveryRow,
  recordDeliveryAttempt,
} from '../../db/lead-delivery-records.js'
import type { PlatformDb } from '../../db/open-database.js'
import type { PlatformStore } from '../../db/platform-store.js'
import { sites } from '../../db/schema.js'
import { loadLeadDeliveryContext } from './lead-delivery-context.js'
import { type EmailSender, leadEmail } from './lead-email.js'
import { signedLeadWebhook, type WebhookPoster } from './lead-webhook.js'

export interface LeadDeliveryWorkerOptions {
  db: PlatformDb
  store: Pick<PlatformStore, 'findSiteById' | 'findLead' | 'findCarById'>
  /** null: no SMTP configured; e-mail deliveries fail (and are retried) until one is. */
  email: EmailSender | null
  webhook: WebhookPoster
  /** Attempts before a delivery is dead-lettered. */
  maxAttempts?: number
  /** Delay after the nth failure: min(baseMs × 2^(n−1), maxMs). */
  backoff?: { baseMs: number; maxMs: number }
  /** How often the worker looks for due deliveries when nothing nudges it. */
  pollMs?: number
  batchSize?: number
  /** How long a claim holds; longer than any one attempt can take (SMTP and fetch time out first). */
  leaseMs?: number
  now?: () => Date
  log?: (line: string) => void
}

export interface LeadDeliveryWorker {
  /** Claims and attempts every due delivery once; answers how many it attempted. */
  runOnce(): Promise<number>
  /** Look now rather than at the next poll (a lead was just completed). */
  nudge(): void
  /** Finishes the attempts under way, then stops; nothing is left claimed. */
  stop(): Promise<void>
}

export const DEFAULT_MAX_ATTEMPTS = 8
export const DEFAULT_BACKOFF = { baseMs: 30_000, maxMs: 60 * 60_000 }

/**
 * Delivers the lead outbox from inside the platform process. Our own table with FOR UPDATE SKIP
 * LOCKED rather than pg-boss or graphile-worker: those need LISTEN/NOTIFY sessions, advisory locks
 * and their own schemas over a pool of connections, which PGlite (the default, single-connection,
 * embedded database) does not offer; the outbox runs the same SQL on both databases.
 */
export function startLeadDeliveryWorker(options: LeadDeliveryWorkerOptions): LeadDeliveryWorker {
  const {
    db,
    maxAttempts = DEFAULT_MAX_ATTEMPTS,
    backoff = DEFAULT_BACKOFF,
    pollMs = 1000,
    batchSize = 10,
    leaseMs = 5 * 60_000,
    now = () => new Date(),
    log = console.log,
  } = options
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  let again = false

  async function attempt(delivery: LeadDeliveryRow): Promise<void> {
    const startedAt = now()
    try {
      await deliver(delivery)
      await recordDeliveryAttempt(db, delivery, { outcome: 'delivered', startedAt, finishedAt: now() })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const failures = delivery.attempts + 1
      const retryAt =
        failures >= maxAttempts
          ? null
          : new Date(now().getTime() + Math.min(backoff.baseMs * 2 ** (failures - 1), backoff.maxMs))
      // The delivery id and error only: a lead's contents never go to the log.
      log(
        `lead delivery ${delivery.id} (${delivery.kind}) attempt ${failures} failed: ${message}${retryAt ? '' : ' — dead-lettered'}`,
      )
      await recordDeliveryAttempt(db, delivery, {
        outcome: 'failed',
        error: message.slice(0, 1000),
        retryAt,
        startedAt,
        finishedAt: now(),
      })
    }
  }

  async function deliver(delivery: LeadDeliveryRow): Promise<void> {
    if (delivery.message || !delivery.leadId) {
      if (!options.email) throw new Error('no SMTP server is configured (SMTP_URL)')
      if (!delivery.message) throw new Error('a notification without its message')
      await options.email.send({
        to: delivery.destination,
        ...delivery.message,
        messageId: `<${delivery.id}@notices.forecourt>`,
        headers: { 'X-Forecourt-Delivery-Id': delivery.id },
      })
      return
    }
    const context = await loadLeadDeliveryContext(options.store, { ...delivery, leadId: delivery.leadId })
    if (!context) throw new Error('the lead no longer exists')
    if (delivery.kind === 'email') {
      if (!options.email) throw new Error('no SMTP server is configured (SMTP_URL)')
      await options.email.send(leadEmail(context, delivery.destination))
      return
    }
    const [site] = await db
      .select({ delivery: sites.leadDelivery })
      .from(sites)
      .where(eq(sites.id, delivery.siteId))
    const crm = site?.delivery.crm_webhook
    if (!crm) throw new Error('the site no longer names a CRM webhook')
    await options.webhook.post(
      signedLeadWebhook(context, { url: delivery.destination, secret: crm.secret, now: now() }),
    )
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimDueDeliveries(db, { now: now(), limit: batchSize, leaseMs })
    await Promise.all(claimed.map(attempt))
    return claimed.length
  }

  async function drain() {
    do {
      again = false
      try {
        while (!stopped && (await runOnce()) === batchSize) {}
      } catch (error) {
        log(`lead delivery worker: ${error instanceof Error ? error.message : String(error)}`)
      }
    } while (again && !stopped)
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      running = drain().finally(() => {
        running = null
        schedule()
      })
    }, pollMs)
    timer.unref()
  }

  schedule()
  return {
    runOnce,
    nudge: () => {
      if (stopped) return
      if (running) {
        again = true
        return
      }
      clearTimeout(timer)
      running = drain().finally(() => {
        running = null
        schedule()
      })
    },
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
