// The platform's read answers kept in memory (issue 18): a dealer site is read many thousands of
// times for every write, so a site's configuration, its cars and its lists are serialised once and
// served as the same bytes — with an ETag, so a caller that has them gets a 304 — until a write to
// what they were read from drops them (db/catalogue-change-feed.ts, the car change feed), in this
// process and in every other one on the same PostgreSQL. A time limit bounds what a missed
// notification could cost.
import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { LRUCache } from 'lru-cache'

/** What an answer was read from: a change to either drops it. */
export type AnswerSource = 'catalogue' | 'cars'

interface StoredAnswer {
  body: string
  etag: string
  source: AnswerSource
}

export interface AnswerCacheOptions {
  maxEntries: number
  /** The longest an answer is served, in ms, even if no change is heard. */
  ttlMs: number
}

export interface AnswerCache {
  /** Answers `key` from memory, or computes it, keeps it and answers it; honours If-None-Match. */
  answer(c: Context, key: string, source: AnswerSource, compute: () => Promise<unknown>): Promise<Response>
  /** Drops every answer read from `source` (a car change drops the car answers only). */
  dropFrom(source: AnswerSource): void
}

const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`

function respond(c: Context, { body, etag }: StoredAnswer): Response {
  // A validator the storefront (or a CDN) can revalidate with; the answer itself is not stored by
  // anyone but us — the storefront keeps its own copies.
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, { etag })
  return c.body(body, 200, { 'content-type': 'application/json', etag })
}

export function createAnswerCache({ maxEntries, ttlMs }: AnswerCacheOptions): AnswerCache {
  const answers = new LRUCache<string, StoredAnswer>({ max: maxEntries, ttl: ttlMs })
  // Bumped by every drop: an answer computed across a write may hold what the write replaced, so
  // it is served but not kept.
  const generation = { catalogue: 0, cars: 0 }
  return {
    async answer(c, key, source, compute) {
      let stored = answers.get(key)
      if (!stored) {
        const before = { ...generation }
        const body = JSON.stringify(await compute())
        stored = { body, etag: etagOf(body), source }
        if (before.catalogue === generation.catalogue && before.cars === generation.cars)
          answers.set(key, stored)
      }
      return respond(c, stored)
    },
    dropFrom(source) {
      generation[source] += 1
      // Catalogue answers embed nothing of the cars, but car answers embed their site's dealership
      // and location data: a catalogue change drops everything.
      for (const [key, stored] of answers.entries()) {
        if (source === 'catalogue' || stored.source === 'cars') answers.delete(key)
      }
    },
  }
}

/** No cache: every answer is computed (tests, and a platform started with ANSWER_CACHE_MS=0). */
export const NO_ANSWER_CACHE: AnswerCache = {
  answer: async (c, _key, _source, compute) => {
    const body = JSON.stringify(await compute())
    return respond(c, { body, etag: etagOf(body), source: 'catalogue' })
  },
  dropFrom: () => {},
}
