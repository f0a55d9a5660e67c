// Issue 17: a platform process's index follows cars written by any process, including while its
// listening connection was down. On PostgreSQL the connection is cut and kept from coming back
// while a car changes (its notification is then lost for good); once connections are allowed again
// the index must hold the change. On PGlite notifications are in-process and cannot be lost, so
// only the late start is checked there.
import { algoliasearch } from 'algoliasearch'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../db/open-test-database.js'
import { withDatabase } from '../db/test-database-templates.js'
import { CAR_INDEX } from './car-index-settings.js'
import { inProcessRequester } from './indexer/in-process-requester.js'
import { createSearchService, type SearchService } from './search-service.js'

const env = { SEARCH_APP_ID: 'TESTAPP', SEARCH_ADMIN_KEY: 'admin-secret', SEARCH_API_KEY: 'search-only' }
let database: TestDatabase
let service: SearchService

/** Whether the index holds car `id` at `price`. */
const indexedAt = async (id: number, price: number) => {
  const app = new Hono().route('/1', service.routes)
  const client = algoliasearch(env.SEARCH_APP_ID, env.SEARCH_API_KEY, {
    hosts: [{ url: 'platform.test', protocol: 'http', accept: 'readWrite' }],
    requester: inProcessRequester((request) => app.request(request)),
  })
  const answer = await client.searchSingleIndex({
    indexName: CAR_INDEX,
    searchParams: { filters: `price = ${price}`, hitsPerPage: 100 },
  })
  return answer.hits.some((hit) => hit.objectID === String(id))
}

async function within(ms: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

const rows = async <Row>(query: ReturnType<typeof sql>) => {
  const result: unknown = await database.db.execute(query)
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[]
}

beforeAll(async () => {
  database = await openTestDatabase('seeded')
}, 120_000)

afterAll(async () => {
  await service?.close()
  await database?.close()
})

describe('search across processes (issue 17)', () => {
  it('holds a car written before this process started, as written', async () => {
    const [car] = await rows<{ id: number }>(sql`select id from cars where show_on_dealer_website limit 1`)
    const id = Number(car?.id)
    await database.db.execute(sql`update cars set price = 111111 where id = ${id}`)
    service = createSearchService({ database, publicUrl: 'http://127.0.0.1:4000', env, logError: () => {} })
    await service.start()
    expect(await indexedAt(id, 111111)).toBe(true)
  }, 60_000)

  it('catches up on a car written while its listening connection was down', async (context) => {
    if (database.kind !== 'postgres') context.skip()
    const [car] = await rows<{ id: number }>(
      sql`select id from cars where show_on_dealer_website order by id desc limit 1`,
    )
    const id = Number(car?.id)
    const [{ name } = { name: '' }] = await rows<{ name: string }>(sql`select current_database() as name`)
    // From another database (a database cannot shut itself off): no new connection to this one —
    // the pool's open ones stay — and then the listener is cut.
    const admin = postgres(withDatabase(database.url ?? '', 'postgres'), { max: 1, onnotice: () => {} })
    const allowConnections = (allow: boolean) =>
      admin.unsafe(`alter database "${name}" allow_connections ${allow}`)
    await allowConnections(false)
    try {
      const [{ cut } = { cut: 0 }] = await rows<{ cut: number }>(
        sql`select count(pg_terminate_backend(pid))::int as cut from pg_stat_activity
            where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
      )
      expect(cut).toBeGreaterThan(0)
      await database.db.execute(sql`update cars set price = 222222 where id = ${id}`)
      // Its notification went nowhere: the index still has the old price.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await indexedAt(id, 222222)).toBe(false)
    } finally {
      await allowConnections(true)
      await admin.end({ timeout: 5 })
    }
    expect(await within(15_000, () => indexedAt(id, 222222))).toBe(true)

    // And it listens again: the next write arrives by notification.
    await database.db.execute(sql`update cars set price = 333333 where id = ${id}`)
    expect(await within(2000, () => indexedAt(id, 333333))).toBe(true)
  }, 60_000)
})
