import { and, like, lt, sql } from 'drizzle-orm'
import type { PlatformDb } from './open-database.js'
import { rateLimitWindows } from './schema.js'

/**
 * Counts one attempt of `key` in its fixed window, in one statement: a window older than
 * `windowMs` starts again at `now`. Concurrent attempts from any process serialise on the row.
 */
export async function countAttempt(
  db: PlatformDb,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; windowStart: Date }> {
  const at = sql`${now.toISOString()}::timestamptz`
  const expired = sql`${rateLimitWindows.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        windowStart: sql`case when ${expired} then ${at} else ${rateLimitWindows.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${rateLimitWindows.count} + 1 end`,
      },
    })
    .returning({ count: rateLimitWindows.count, windowStart: rateLimitWindows.windowStart })
  if (!row) throw new Error('rate limit upsert returned no row')
  return { count: row.count, windowStart: new Date(row.windowStart) }
}

/** Forgets the windows of keys under `prefix` that started before `before`. */
export async function sweepRateLimits(db: PlatformDb, prefix: string, before: Date): Promise<void> {
  await db
    .delete(rateLimitWindows)
    .where(and(like(rateLimitWindows.key, `${prefix}%`), lt(rateLimitWindows.windowStart, before)))
}
