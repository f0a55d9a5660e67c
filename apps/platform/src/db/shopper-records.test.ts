// Sign-in codes with several platform processes on one database (issue 17): a wrong guess that
// loses the race to the right code, or to a newer code, must leave the used code used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from './open-test-database.js'
import {
  consumeCodeAndStartSession,
  findLiveSignInCode,
  recordWrongSignInCode,
  saveSignInCode,
} from './shopper-records.js'

let database: TestDatabase
const later = () => new Date(Date.now() + 600_000)

beforeAll(async () => {
  database = await openTestDatabase('migrated')
}, 120_000)

afterAll(async () => {
  await database?.close()
})

async function liveCode(phone: string) {
  await saveSignInCode(database.db, { phone, codeHash: 'hash', expiresAt: later() })
  const code = await findLiveSignInCode(database.db, phone, new Date())
  if (!code) throw new Error('the code just saved is not live')
  return code
}

describe('wrong guesses at a sign-in code', () => {
  it('are counted, and the fifth burns the code', async () => {
    const code = await liveCode('+61412000001')
    const counts = []
    for (let guess = 0; guess < 5; guess += 1)
      counts.push(await recordWrongSignInCode(database.db, code.id, 5))
    expect(counts).toEqual([1, 2, 3, 4, 5])
    expect(await findLiveSignInCode(database.db, '+61412000001', new Date())).toBeNull()
  })

  it('never bring back a code the right guess already used', async () => {
    const phone = '+61412000002'
    const code = await liveCode(phone)
    const session = await consumeCodeAndStartSession(database.db, {
      codeId: code.id,
      phone,
      sessionId: 'session-of-the-right-guess',
      expiresAt: later(),
    })
    expect(session).not.toBeNull()
    // The wrong guess read the code before the right one used it (another process, a moment earlier).
    expect(await recordWrongSignInCode(database.db, code.id, 5)).toBeNull()
    expect(await findLiveSignInCode(database.db, phone, new Date())).toBeNull()
    const again = await consumeCodeAndStartSession(database.db, {
      codeId: code.id,
      phone,
      sessionId: 'a-second-session-from-one-code',
      expiresAt: later(),
    })
    expect(again).toBeNull()
  })

  it('never bring back a code a newer one replaced', async () => {
    const phone = '+61412000003'
    const old = await liveCode(phone)
    const newer = await liveCode(phone)
    expect(await recordWrongSignInCode(database.db, old.id, 5)).toBeNull()
    expect((await findLiveSignInCode(database.db, phone, new Date()))?.id).toBe(newer.id)
  })
})
