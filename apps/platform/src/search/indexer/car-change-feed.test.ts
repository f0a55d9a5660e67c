// The car feed wakes every platform process (issue 17): it must carry each change a search record
// or a kept answer depends on, and not a page view's count, which neither holds.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../db/open-test-database.js'
import { listenForCarChanges } from './car-change-feed.js'

let database: TestDatabase
let stop: () => Promise<void>
const heard: number[] = []

beforeAll(async () => {
  database = await openTestDatabase('seeded')
  stop = await listenForCarChanges(
    database,
    async (ids) => {
      heard.push(...ids)
    },
    { debounceMs: 10 },
  )
}, 120_000)

afterAll(async () => {
  await stop?.()
  await database?.close()
})

const idsOf = async (count: number) => {
  const result: unknown = await database.db.execute(sql`select id from cars order by id limit ${count}`)
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    id: number
  }>
  return rows.map((row) => Number(row.id))
}

describe('the car change feed', () => {
  it('carries a repriced car and a deleted one, but not a car whose views alone counted up', async () => {
    const [viewed, repriced, deleted] = await idsOf(3)
    await database.db.execute(sql`update cars set views = views + 1 where id = ${viewed}`)
    await database.db.execute(sql`update cars set price = price + 1 where id = ${repriced}`)
    await database.db.execute(sql`delete from cars where id = ${deleted}`)
    const deadline = Date.now() + 2000
    while (Date.now() < deadline && !(heard.includes(Number(repriced)) && heard.includes(Number(deleted))))
      await new Promise((resolve) => setTimeout(resolve, 20))
    // The views update came first: had it been sent, it would have arrived before the others.
    expect(heard).toContain(repriced)
    expect(heard).toContain(deleted)
    expect(heard).not.toContain(viewed)
  })
})
