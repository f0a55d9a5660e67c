import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { PlatformDb } from './open-database.js'
import { sessions, signInCodes, users } from './schema.js'

export interface StoredSignInCode {
  id: number
  codeHash: string
  attempts: number
}

/** Saves a new code for a phone; earlier unused codes for it stop working (only the newest counts). */
export async function saveSignInCode(
  db: PlatformDb,
  code: { phone: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(signInCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(signInCodes.phone, code.phone), isNull(signInCodes.consumedAt)))
    await tx.insert(signInCodes).values(code)
  })
}

/** The phone's newest code that is unused and unexpired at `now`. */
export async function findLiveSignInCode(
  db: PlatformDb,
  phone: string,
  now: Date,
): Promise<StoredSignInCode | null> {
  const [row] = await db
    .select({ id: signInCodes.id, codeHash: signInCodes.codeHash, attempts: signInCodes.attempts })
    .from(signInCodes)
    .where(and(eq(signInCodes.phone, phone), isNull(signInCodes.consumedAt), gt(signInCodes.expiresAt, now)))
    .orderBy(desc(signInCodes.createdAt), desc(signInCodes.id))
    .limit(1)
  return row ?? null
}

/**
 * Counts a wrong guess; a code that reaches `maxAttempts` is burnt so guessing cannot go on. Only a
 * code still unused is touched: a guess that lost the race to the right code (or to a newer code
 * for the phone), perhaps on another platform process, must not bring a used code back to life.
 * Answers the guesses counted so far, or null when the code was already used or burnt.
 */
export async function recordWrongSignInCode(
  db: PlatformDb,
  id: number,
  maxAttempts: number,
): Promise<number | null> {
  const [row] = await db
    .update(signInCodes)
    .set({
      attempts: sql`${signInCodes.attempts} + 1`,
      consumedAt: sql`case when ${signInCodes.attempts} + 1 >= ${maxAttempts} then now() else null end`,
    })
    .where(and(eq(signInCodes.id, id), isNull(signInCodes.consumedAt)))
    .returning({ attempts: signInCodes.attempts })
  return row?.attempts ?? null
}

/**
 * Uses the code up and opens a session for the phone's user (made on first sign-in). Consuming
 * checks `consumed_at is null` so one code can never open two sessions, even at once.
 */
export async function consumeCodeAndStartSession(
  db: PlatformDb,
  input: { codeId: number; phone: string; sessionId: string; expiresAt: Date },
): Promise<{ userId: number } | null> {
  return db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(signInCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(signInCodes.id, input.codeId), isNull(signInCodes.consumedAt)))
      .returning({ id: signInCodes.id })
    if (!consumed) return null
    await tx.insert(users).values({ phone: input.phone }).onConflictDoNothing({ target: users.phone })
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, input.phone))
    if (!user) return null
    await tx.insert(sessions).values({ id: input.sessionId, userId: user.id, expiresAt: input.expiresAt })
    return { userId: user.id }
  })
}

/** The signed-in user behind a session id, if the session is still open at `now`. */
export async function findSessionUser(
  db: PlatformDb,
  sessionId: string,
  now: Date,
): Promise<{ userId: number; phone: string } | null> {
  const [row] = await db
    .select({ userId: users.id, phone: users.phone })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
  return row ?? null
}

export async function endSession(db: PlatformDb, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}
