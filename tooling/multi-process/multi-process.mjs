// Issue 17, item 4: several platform and app processes on one PostgreSQL, proven. Starts PostgreSQL
// (Debian's binaries, a throwaway cluster), two built platform processes and two built apps/cars
// servers (app A reads from platform A, app B from platform B), spreads requests across them and
// checks what a dealer group running N processes relies on:
//   1. a car written through platform A (a deposit reserves it) is seen by platform B's search and
//      on app B's car page — timed;
//   2. a rate limit (sign-in codes per phone) holds across both platforms;
//   3. a session opened on one platform works on the other;
//   4. one idempotency key sent to both at once makes one lead;
//   5. the lead outbox, worked by both processes, delivers each job once (a CRM webhook catcher
//      counts deliveries by id);
//   6. a car changed while both platforms' LISTEN connections were down (and kept down) reaches
//      both searches once they can connect again;
//   7. SIGKILL of platform A in the middle of a burst of lead posts loses no acknowledged lead.
// Prints the figures; exits 1 if any check fails, 0 when all pass (or when PostgreSQL cannot be
// started here, which it says). Run after a build: `pnpm test:multi-process`.

import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { repoRoot } from '../e2e/servers.js'
import {
  findPostgresBin,
  postgresUnavailable,
  startTemporaryPostgres,
} from '../postgres/temporary-postgres.mjs'
import { appProcess, freePort, platformProcess, spawned, start, stop, tail } from './processes.mjs'
import { appPage, platformCall, pool, timeUntil } from './requests.mjs'

// postgres.js, as the platform itself depends on it (this folder is not a workspace package).
const postgres = createRequire(path.join(repoRoot, 'apps/platform/package.json'))('postgres')

// Checkout on, cars that take the local test processor's deposit.
const SITE = 'coastal-motors'
// One dealership, so a lead needs no dealership named.
const LEAD_SITE = 'kiwi-auto-hub'
const SEED_CARS = 240
const BURST_LEADS = 160
const OUTBOX_LEADS = 20
const startedAt = performance.now()
const seconds = () => ((performance.now() - startedAt) / 1000).toFixed(1)
const results = []
const figures = []

function check(name, ok, detail) {
  results.push({ name, ok })
  console.log(`${ok ? '✔' : '✘'} ${name}${detail ? ` — ${detail}` : ''}`)
}

function say(line) {
  console.log(`[multi-process ${seconds()} s] ${line}`)
}

for (const built of ['apps/platform/dist/server.js', 'apps/cars/build/server/index.js']) {
  if (!existsSync(path.join(repoRoot, built))) {
    console.error(`${built} is missing: build first (pnpm exec turbo run build)`)
    process.exit(1)
  }
}
const bin = findPostgresBin()
const unavailable = postgresUnavailable(bin)
if (unavailable) {
  console.log(`multi-process test SKIPPED: ${unavailable}`)
  process.exit(0)
}

const logDir = mkdtempSync(path.join(tmpdir(), 'forecourt-multi-logs-'))
const processes = []
let database
let sql
let catcher

/** A CRM endpoint that answers 200 and counts each delivery id it is sent. */
function startWebhookCatcher(port) {
  const received = new Map()
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      const id = String(request.headers['forecourt-delivery-id'] ?? '')
      received.set(id, (received.get(id) ?? 0) + 1)
      response.writeHead(200).end()
    })
  })
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}/crm`, received, close: () => server.close() }),
    ),
  )
}

const leadBody = (tag) => ({
  name: 'Multi Process',
  email: 'multi.process@example.com',
  phone: '0412 555 010',
  postcode: '4000',
  message: tag,
  category: 'Vehicle Enquiry',
  is_last_step: true,
})

/** What the first refused lead post was answered, to say why in a failed check. */
let firstRefusal = null

async function postLead(platform, tag) {
  const answer = await platformCall(platform.base, `/v1/sites/${LEAD_SITE}/leads`, {
    method: 'POST',
    body: leadBody(tag),
    headers: { 'idempotency-key': `${tag}-key` },
  })
  if (answer.status === 201) return answer.body.lead_id
  firstRefusal ??= `${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`
  return null
}

async function main() {
  const [pgPort, platformPorts, appPorts, catcherPort] = [
    await freePort(),
    [await freePort(), await freePort()],
    [await freePort(), await freePort()],
    await freePort(),
  ]
  database = startTemporaryPostgres(bin, pgPort)
  say(`PostgreSQL ${database.version} on port ${pgPort}`)
  sql = postgres(database.url, { onnotice: () => {}, max: 4 })

  const [platformA, platformB] = ['platform-a', 'platform-b'].map((name, index) =>
    platformProcess({
      name,
      port: platformPorts[index],
      databaseUrl: database.url,
      seed: index === 0,
      seedCars: SEED_CARS,
      appPort: appPorts[0],
    }),
  )
  // Both at once, as in a deploy: B waits for A's migrations, then builds its index while A may
  // still be seeding — the cars A writes meanwhile reach B's index through the change feed.
  const startingA = start(platformA, logDir)
  startingA.catch(() => {})
  // Started before any migration ran, B would refuse (no tables yet): it starts once A's are recorded.
  const migrated = async () => {
    const [journal] = await sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`
    if (!journal?.name) return false
    const [{ count }] = await sql`select count(*)::int as count from drizzle.__drizzle_migrations`
    return count > 0
  }
  await timeUntil(migrated, { timeoutMs: 180_000, everyMs: 250 })
  processes.push(...(await Promise.all([startingA, start(platformB, logDir)])))
  say(`${platformA.name} (migrated, seeded ${SEED_CARS} cars) and ${platformB.name} ready`)
  // The outbox's destination for the site's leads: the catcher alone (no SMTP in this test).
  catcher = await startWebhookCatcher(catcherPort)
  await sql`update sites set lead_delivery = ${sql.json({ email: null, crm_webhook: { url: catcher.url, secret: 'multi-process-crm-secret' } })} where slug = ${LEAD_SITE}`
  const [appA, appB] = await Promise.all([
    start(appProcess({ name: 'app-a', port: appPorts[0], platformPort: platformPorts[0] }), logDir),
    start(appProcess({ name: 'app-b', port: appPorts[1], platformPort: platformPorts[1] }), logDir),
  ])
  const [a, b] = processes
  processes.push(appA, appB)
  say('app-a (→ platform-a) and app-b (→ platform-b) ready')

  await carWriteReachesTheOtherProcess(a, b, appB)
  await rateLimitHoldsAcrossProcesses(a, b)
  await sessionWorksOnTheOtherProcess(a, b)
  await idempotencyKeyHoldsAcrossProcesses(a, b)
  await outboxDeliversOnce(a, b)
  await missedNotificationsAreCaughtUp(a, b)
  await killMidBurstLosesNoAcknowledgedLead(a, b)
}

/** Check 1: a deposit through A reserves a car; B's search and app B's page say so. */
async function carWriteReachesTheOtherProcess(a, b, appB) {
  const { body: siteAnswer } = await platformCall(b.base, `/v1/sites/${SITE}`)
  const search = siteAnswer?.site?.search ?? siteAnswer?.config?.search ?? siteAnswer?.search
  const { body: list } = await platformCall(a.base, `/v1/sites/${SITE}/cars?per_page=100`)
  const candidates = (list?.cars ?? []).filter(
    (car) => !car.sold && !car.reserved && car.status === 'in_stock',
  )
  let intent = null
  let car = null
  for (const candidate of candidates) {
    const started = await platformCall(
      a.base,
      `/v1/dealerships/${candidate.dealership_id}/payment_intent?car_id=${candidate.id}`,
      { method: 'POST', body: {} },
    )
    if (started.status === 201) {
      intent = started.body.paymentIntent.id
      car = candidate
      break
    }
  }
  if (!intent || !search) {
    check(
      'a car written through platform A is seen through platform B',
      false,
      'no reservable car or search config',
    )
    return
  }
  const indexed = async () => {
    const response = await fetch(
      `${b.base}/1/indexes/${search.index}/${car.id}?x-algolia-api-key=${encodeURIComponent(search.key)}&x-algolia-application-id=${search.app_id}`,
    )
    return response.ok ? (await response.json()).reserved === true : false
  }
  const pageSaysReserved = async () => {
    const { status, html } = await appPage(appB.base, SITE, `/cars/${car.slug}`)
    return status === 200 && />\s*Reserved\s*</.test(html)
  }
  // App B has the page in its caches, and B's search has the car, before the write.
  const before = { search: await indexed(), page: await pageSaysReserved() }
  await platformCall(a.base, `/v1/payment-intents/${intent}/confirm`, { method: 'POST', body: {} })
  const reserved = await platformCall(a.base, '/v1/reservations', {
    method: 'POST',
    body: { payment_intent_id: intent },
  })
  const [searchMs, pageMs] = await Promise.all([
    timeUntil(indexed, { timeoutMs: 5000 }),
    timeUntil(pageSaysReserved, { timeoutMs: 20_000, everyMs: 100 }),
  ])
  figures.push([
    'car write on platform A → platform B search',
    searchMs === null ? 'not seen in 5 s' : `${searchMs} ms`,
  ])
  figures.push([
    'car write on platform A → app B car page',
    pageMs === null ? 'not seen in 20 s' : `${pageMs} ms`,
  ])
  check(
    'a car reserved through platform A is searchable as reserved through platform B within a second',
    reserved.status === 201 && !before.search && searchMs !== null && searchMs <= 1000,
    `reservation ${reserved.status}, seen after ${searchMs ?? '—'} ms`,
  )
  check(
    "app B's car page (reading from platform B) says Reserved",
    !before.page && pageMs !== null,
    `after ${pageMs ?? '—'} ms (app caches: PAGE_CACHE_FRESH_MS 5000, PLATFORM_READ_CACHE_MS 2000 by default)`,
  )
}

/** Check 2: sign-in codes for one phone, asked for alternately on A and B: the sixth is refused. */
async function rateLimitHoldsAcrossProcesses(a, b) {
  const statuses = []
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const platform = attempt % 2 === 0 ? a : b
    // A different shopper each time: only the per-phone limit (5 in 15 minutes) is in play.
    const answer = await platformCall(platform.base, '/v1/auth/sign-in/code', {
      method: 'POST',
      body: { phone: '0412 555 901' },
      shopper: `203.0.113.${10 + attempt}`,
    })
    statuses.push(answer.status)
  }
  figures.push(['sign-in codes for one phone, A/B alternately', statuses.join(' ')])
  check(
    'a rate limit holds across both platforms (5 codes per phone, the 6th refused)',
    statuses.join(',') === '202,202,202,202,202,429',
    statuses.join(' '),
  )
}

/** Check 3: a code asked for on A, verified on B; B's session cookie is a session on A. */
async function sessionWorksOnTheOtherProcess(a, b) {
  const phone = '0412555902'
  await platformCall(a.base, '/v1/auth/sign-in/code', {
    method: 'POST',
    body: { phone },
    shopper: '203.0.113.50',
  })
  // The code as the development sender "sent" it, which only the process that sent it remembers.
  const { body: sent } = await platformCall(a.base, `/v1/test/sign-in-codes?phone=${phone}`)
  const verified = await platformCall(b.base, '/v1/auth/sign-in/verify', {
    method: 'POST',
    body: { phone, code: sent?.code ?? '' },
    shopper: '203.0.113.50',
  })
  const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0]
  const onA = await platformCall(a.base, '/v1/auth/session', { headers: { cookie } })
  check(
    'a session opened on platform B works on platform A',
    verified.status === 200 && onA.status === 200 && onA.body?.user?.phone === phone,
    `verify on B ${verified.status}, session on A ${onA.status}`,
  )
}

/** Check 4: one idempotency key sent to both platforms at once makes one lead. */
async function idempotencyKeyHoldsAcrossProcesses(a, b) {
  const tag = `idempotent-${Date.now()}`
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      platformCall((index % 2 === 0 ? a : b).base, `/v1/sites/${LEAD_SITE}/leads`, {
        method: 'POST',
        body: leadBody(tag),
        headers: { 'idempotency-key': `${tag}-key` },
      }),
    ),
  )
  const leadIds = new Set(answers.map((answer) => answer.body?.lead_id))
  const [{ count }] = await sql`select count(*)::int as count from leads where message = ${tag}`
  check(
    'one idempotency key sent to both platforms at once makes one lead',
    answers.every((answer) => answer.status === 201 || answer.status === 200) &&
      leadIds.size === 1 &&
      count === 1,
    `answers ${answers.map((answer) => answer.status).join(' ')}, ${count} lead stored`,
  )
}

/** Check 5: leads posted to both; both processes' workers deliver the outbox; each job once. */
async function outboxDeliversOnce(a, b) {
  const tag = `outbox-${Date.now()}`
  const leadIds = []
  await pool(OUTBOX_LEADS, 4, async (index) => {
    const id = await postLead(index % 2 === 0 ? a : b, `${tag}-${index}`)
    if (id) leadIds.push(id)
  })
  const deliveries = async () =>
    sql`select id, status from lead_deliveries where lead_id = any(${leadIds}::uuid[]) and kind = 'webhook'`
  const allDelivered = async () => {
    const rows = await deliveries()
    return rows.length === leadIds.length && rows.every((row) => row.status === 'delivered')
  }
  const deliveredMs = await timeUntil(allDelivered, { timeoutMs: 30_000, everyMs: 200 })
  // Time for a second delivery of any job to arrive, were there one.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const rows = await deliveries()
  const counts = rows.map((row) => catcher.received.get(row.id) ?? 0)
  const twice = counts.filter((count) => count > 1).length
  const never = counts.filter((count) => count === 0).length
  figures.push([
    'outbox jobs delivered (once / twice+ / never)',
    `${counts.length - twice - never} / ${twice} / ${never}`,
  ])
  check(
    'the lead outbox, worked by both processes, delivers each job exactly once',
    leadIds.length === OUTBOX_LEADS && deliveredMs !== null && twice === 0 && never === 0,
    `${leadIds.length} leads, all delivered after ${deliveredMs ?? '—'} ms${firstRefusal ? `; a lead post was answered ${firstRefusal}` : ''}`,
  )
}

/**
 * Check 7: both platforms' listening connections are cut and kept from coming back while a car is
 * repriced (a PostgreSQL restart or a network cut, as the platforms see it): its notification is
 * lost, and each platform's search must catch up from the tables once it can connect again.
 */
async function missedNotificationsAreCaughtUp(a, b) {
  const { body: siteAnswer } = await platformCall(b.base, `/v1/sites/${SITE}`)
  const search = siteAnswer?.site?.search
  const [car] = await sql`select c.id from cars c join sites s on s.id = c.site_id
    where s.slug = ${SITE} and c.show_on_dealer_website order by c.id limit 1`
  const price = 98_765
  const priceOn = (platform) => async () => {
    const response = await fetch(
      `${platform.base}/1/indexes/${search.index}/${car.id}?x-algolia-api-key=${encodeURIComponent(search.key)}&x-algolia-application-id=${search.app_id}`,
    )
    return response.ok && (await response.json()).price === price
  }
  // From another database: a database cannot shut itself off. The script's own open connection
  // still writes.
  const admin = postgres(database.url.replace(/\/postgres$/, '/template1'), { onnotice: () => {}, max: 1 })
  let missed = false
  try {
    await admin`alter database postgres allow_connections false`
    const cut = await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = 'postgres' and query ilike 'listen %' and pid <> pg_backend_pid()`
    await sql`update cars set price = ${price} where id = ${car.id}`
    await new Promise((resolve) => setTimeout(resolve, 1000))
    missed = cut.length >= 2 && !(await priceOn(a)()) && !(await priceOn(b)())
  } finally {
    await admin`alter database postgres allow_connections true`
    await admin.end({ timeout: 5 })
  }
  const [aMs, bMs] = await Promise.all([
    timeUntil(priceOn(a), { timeoutMs: 30_000, everyMs: 100 }),
    timeUntil(priceOn(b), { timeoutMs: 30_000, everyMs: 100 }),
  ])
  figures.push([
    'missed car change caught up after connections return (A / B)',
    `${aMs ?? 'never'} ms / ${bMs ?? 'never'} ms`,
  ])
  check(
    "a car changed while both platforms' listening connections were down reaches both searches",
    missed && aMs !== null && bMs !== null,
    missed
      ? `caught up after ${aMs ?? '—'} / ${bMs ?? '—'} ms`
      : 'the change was not missed (nothing to catch up)',
  )
}

/** Check 8: a burst of leads over A and B; A is SIGKILLed a third of the way in. */
async function killMidBurstLosesNoAcknowledgedLead(a, b) {
  const tag = `burst-${Date.now()}`
  const acknowledged = []
  let refused = 0
  let done = 0
  let killed = null
  await pool(BURST_LEADS, 8, async (index) => {
    if (killed === null && done >= BURST_LEADS / 3) {
      killed = done
      say(`SIGKILL ${a.name} after ${done} of ${BURST_LEADS} lead posts`)
      a.child.kill('SIGKILL')
    }
    const id = await postLead(index % 2 === 0 ? a : b, `${tag}-${index}`).catch(() => null)
    done += 1
    if (id) acknowledged.push(id)
    else refused += 1
  })
  const stored = await sql`select id from leads where id = any(${acknowledged}::uuid[])`
  const storedIds = new Set(stored.map((row) => row.id))
  const lost = acknowledged.filter((id) => !storedIds.has(id))
  const [{ count: storedAll }] =
    await sql`select count(*)::int as count from leads where message like ${`${tag}-%`}`
  figures.push(['lead posts in the burst (killed after)', `${BURST_LEADS} (${killed})`])
  figures.push([
    'leads acknowledged / stored of those / lost',
    `${acknowledged.length} / ${storedIds.size} / ${lost.length}`,
  ])
  figures.push(['leads stored in all (acknowledged or cut off)', String(storedAll)])
  check(
    'SIGKILL of platform A mid-burst loses no acknowledged lead',
    killed !== null && lost.length === 0 && acknowledged.length > 0 && refused > 0,
    `${acknowledged.length} acknowledged, ${storedIds.size} of them stored, ${refused} not acknowledged`,
  )
  // B carries on alone.
  const after = await postLead(b, `${tag}-after`)
  check('platform B takes leads after A is gone', after !== null)
}

let failed = false
try {
  await main()
} catch (error) {
  failed = true
  console.error(`✘ the multi-process test stopped: ${error instanceof Error ? error.stack : error}`)
} finally {
  for (const running of spawned.toReversed()) await stop(running)
  catcher?.close()
  await sql?.end({ timeout: 5 }).catch(() => {})
  database?.stop()
}

const failures = results.filter((result) => !result.ok)
if (failed || failures.length > 0) {
  for (const running of processes)
    console.error(`\n── ${running.name} (last lines of its log) ──\n${tail(running.log)}`)
}
rmSync(logDir, { recursive: true, force: true })
console.log('\nFigures:')
for (const [name, value] of figures) console.log(`  ${name}: ${value}`)
console.log(
  `\nmulti-process test: ${results.length - failures.length} of ${results.length} checks passed in ${seconds()} s`,
)
process.exit(failed || failures.length > 0 ? 1 : 0)
