import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createAnswerCache } from './cache/answer-cache.js'
import { withAnswerDrops } from './cache/answer-dropping-store.js'
import { listenForCatalogueChanges } from './db/catalogue-change-feed.js'
import { journalledMigrations } from './db/journalled-migrations.js'
import { openDatabase } from './db/open-database.js'
import { createPlatformStore } from './db/platform-store.js'
import { wholeNumberFromEnv } from './env/env-whole-number.js'
import { platformEnvProblems } from './env/platform-env.js'
import { clientAddress } from './http/client-address.js'
import { answerClientErrors } from './http/client-error.js'
import { createApp } from './http/create-app.js'
import { servicesFromEnv } from './http/platform-services.js'
import { storedRateLimiter } from './http/rate-limiter.js'
import { createReadiness } from './http/readiness.js'
import { templatePortsFromEnv } from './http/served-site-url.js'
import { startingApp } from './http/starting-app.js'
import { stopAccepting } from './http/stop-accepting.js'
import { leadDeliveryOptionsFromEnv } from './leads/delivery/lead-delivery-env.js'
import { startLeadDeliveryWorker } from './leads/delivery/lead-delivery-worker.js'
import { platformLog } from './log/platform-log.js'
import { listenForCarChanges } from './search/indexer/car-change-feed.js'
import { createSearchService } from './search/search-service.js'
import { seedDatabase } from './seed/seed-database.js'

const env = process.env
// Every bad variable at once, before anything opens (env/platform-env.ts); the readers below then
// only meet values that parse.
const envProblems = platformEnvProblems(env)
if (envProblems.length > 0) {
  console.error(`the platform's environment is not usable:\n  ${envProblems.join('\n  ')}`)
  process.exit(1)
}
const port = wholeNumberFromEnv(env, 'PORT', 0) ?? 4000
// Loopback by default: the platform holds dealer data and is only ever fronted by the apps.
const hostname = env.HOST ?? '127.0.0.1'
const ports = templatePortsFromEnv(env)
const services = servicesFromEnv(env)
const shutdownTimeoutMs = wholeNumberFromEnv(env, 'PLATFORM_SHUTDOWN_TIMEOUT_MS') ?? 25_000
// Fewer cars for quick throwaway servers (the crash test); the demo default otherwise.
const seedCars = wholeNumberFromEnv(env, 'PLATFORM_SEED_CARS', 0)

const database = await openDatabase()
if (env.PLATFORM_AUTO_SEED !== '1' && (await database.recordedMigrations()) === 0) {
  // A stack trace about a missing "cars" table tells an operator nothing; say what to run.
  console.error(
    `${database.description} has no tables yet: run \`npm run db:migrate && npm run db:seed\` in apps/platform, or start with PLATFORM_AUTO_SEED=1`,
  )
  await database.close()
  process.exit(1)
}

// Listening from here on, so a load balancer's liveness check answers while the process migrates
// and builds its index; /health/ready (and every other route) answers 503 until then.
const readiness = createReadiness()
// Requests and their errors as JSON lines with the request id (log/platform-log.ts).
const log = platformLog()
const pingStore = createPlatformStore(database.db)
let handler: { fetch: (request: Request, env: unknown) => Response | Promise<Response> } = startingApp(
  pingStore,
  log.error,
  readiness,
  log,
)
const server = serve({ fetch: (request, env) => handler.fetch(request, env), port, hostname })
answerClientErrors(server)
// Listening before the work starts: PGlite's queries run without yielding to I/O for long
// stretches, so a listen left pending would only complete once start-up is over.
await new Promise<void>((resolve, reject) => {
  server.once('listening', resolve)
  server.once('error', reject)
})
console.log(`platform answering health checks on http://${hostname}:${port} while it starts`)

if (env.PLATFORM_AUTO_SEED === '1') {
  const migrated = await database.migrate()
  console.log(`migrations: ${migrated.applied} applied, ${migrated.total} in total`)
  const seeded = await seedDatabase(database.db, seedCars === undefined ? {} : { cars: seedCars })
  console.log(
    seeded.skipped
      ? `already seeded: ${seeded.sites} sites, ${seeded.cars} cars`
      : `seeded ${seeded.sites} sites, ${seeded.cars} cars in ${seeded.ms} ms`,
  )
} else {
  // A rolling deploy may start this process before its migrations ran elsewhere: wait for them.
  const expected = journalledMigrations()
  for (let recorded = await database.recordedMigrations(); recorded < expected; ) {
    console.log(`waiting for migrations: ${recorded} of ${expected} recorded (npm run db:migrate)`)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    recorded = await database.recordedMigrations()
  }
}
readiness.done('migrations')

// The index is built from the database before the process is ready, so the first search has every car.
const callers = { serviceToken: services.serviceToken, trust: services.trustProxy }
const search = createSearchService({
  database,
  publicUrl: env.SEARCH_PUBLIC_URL ?? `http://${hostname}:${port}`,
  // Counted in the database like the other limits, so every platform process shares it.
  rateLimit: {
    limiter: storedRateLimiter(createPlatformStore(database.db), 'search', services.limits.search),
    callerOf: (c) => clientAddress(c, callers),
  },
})
const indexed = await search.start()
console.log(`search: ${indexed.indexed} cars indexed (${indexed.target}) in ${indexed.ms} ms`)
readiness.done('searchIndex')

// Read answers kept in memory, dropped by any write to what they were read from — in this process
// or another on the same PostgreSQL (ANSWER_CACHE_MS bounds a missed notification; 0: no cache).
const answerCacheMs = wholeNumberFromEnv(env, 'ANSWER_CACHE_MS', 0) ?? 60_000
const answers = answerCacheMs > 0 ? createAnswerCache({ maxEntries: 5000, ttlMs: answerCacheMs }) : undefined
const stopAnswerFeeds = answers
  ? [
      // After a lost listening connection the missed changes are unknown: everything is dropped.
      await listenForCatalogueChanges(database, () => answers.dropFrom('catalogue'), {
        onResubscribed: () => answers.dropFrom('catalogue'),
      }),
      await listenForCarChanges(database, async () => answers.dropFrom('cars'), {
        onMissed: async () => answers.dropFrom('cars'),
      }),
    ]
  : []

const store = search.decorateStore(createPlatformStore(database.db))
// The lead outbox's worker (issue 13): leads committed before a crash are delivered from here on.
const leadDelivery = leadDeliveryOptionsFromEnv(env)
if (!leadDelivery.email)
  console.log('lead e-mail: SMTP_URL is not set, e-mail deliveries wait and are retried')
const worker = startLeadDeliveryWorker({ db: database.db, store, ...leadDelivery })
const app = createApp({
  store: answers ? withAnswerDrops(store, answers) : store,
  search: search.routes,
  ports,
  services: { ...services, deliveriesQueued: () => worker.nudge() },
  ...(answers ? { answers } : {}),
  readiness,
  logError: log.error,
  requestLog: log,
})
handler = app
// Test helpers and tools wait for this line: from here every route answers.
console.log(`platform listening on http://${hostname}:${port} (${database.description})`)

// SIGTERM (a deploy, a scale-in): not ready at once, so the load balancer stops sending; requests
// in flight are answered and the outbox worker's attempts under way are finished and recorded;
// then the database closes (PGlite writes its data folder on close). PLATFORM_SHUTDOWN_TIMEOUT_MS
// bounds it all: past it the process exits anyway, and leases let another process take the jobs.
let stopping = false
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  readiness.stopping()
  log.info('shutting down', { signal, timeout_ms: shutdownTimeoutMs })
  const startedAt = performance.now()
  setTimeout(() => {
    log.error('shutdown timed out', new Error(`still stopping after ${shutdownTimeoutMs} ms`))
    process.exit(1)
  }, shutdownTimeoutMs).unref()
  const [requests] = await Promise.all([
    // The requests get most of the budget; what is left closes the feeds and the database.
    stopAccepting(server as Server, Math.max(shutdownTimeoutMs - 2000, 1000)),
    worker.stop(),
  ])
  for (const stop of stopAnswerFeeds) await stop()
  await search.close()
  await database.close()
  log.info('stopped', { signal, requests, ms: Math.round(performance.now() - startedAt) })
  process.exit(0)
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
