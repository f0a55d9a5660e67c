// The Algolia REST API subset that algoliasearch v5 and InstantSearch use, under /1, answering in
// Algolia's shapes: errors as { message, status }, CORS for browsers (which send the key and app id
// in the query string and the JSON body as text/plain).
import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { hasNulByte } from '../../http/nul-bytes.js'
import { boundedBody } from '../../http/request-limits.js'
import { type FilterNode, SearchParameterError } from '../engine/filter-ast.js'
import { type BatchOperation, type SearchEngine, SearchNotFoundError } from '../engine/search-engine.js'
import { accessOf, indexAllowed, type KeyAccess, type SearchKeys } from './search-keys.js'
import { type SearchRateLimit, searchRateKey } from './search-rate-limit.js'

class AlgoliaError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message)
  }
}

type Env = { Variables: { access: KeyAccess } }

/** Limits of what one request may ask (issue 14 item 5); the engine bounds each query's parameters. */
const MAX_SEARCH_BODY_BYTES = 128 * 1024
const MAX_ADMIN_BODY_BYTES = 64 * 1024 * 1024
const MAX_QUERIES = 50
const MAX_OBJECTS = 1000
const MAX_ADMIN_OPERATIONS = 100_000

/**
 * The /1 routes. With `rateLimit`, searches with a search key are counted (search-rate-limit.ts);
 * the admin key — the indexer, in this process — never is.
 */
export function algoliaRoutes(
  engine: SearchEngine,
  keys: SearchKeys,
  logError = console.error,
  rateLimit?: SearchRateLimit,
) {
  const app = new Hono<Env>()
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['content-type', 'x-algolia-api-key', 'x-algolia-application-id', 'x-algolia-agent'],
      // A browser's client reads a 429's wait from it.
      exposeHeaders: ['Retry-After'],
      maxAge: 86400,
    }),
  )
  app.use('*', async (c, next) => {
    const key = c.req.header('x-algolia-api-key') ?? c.req.query('x-algolia-api-key') ?? ''
    const appId = c.req.header('x-algolia-application-id') ?? c.req.query('x-algolia-application-id') ?? ''
    const access = appId === keys.appId ? accessOf(keys, key) : null
    if (!access) return algoliaError(c, 403, 'Invalid Application-ID or API key')
    c.set('access', access)
    if (hasNulByte(c.req.url)) return algoliaError(c, 400, 'Text may not contain NUL characters')
    // Counted once the key is known to be ours: a made-up key costs a 403, never a stored counter.
    if (rateLimit && access.kind === 'search') {
      const { allowed, retryAfterSeconds } = await rateLimit.limiter.take(
        searchRateKey(key, rateLimit.callerOf(c)),
      )
      if (!allowed) {
        c.header('Retry-After', String(retryAfterSeconds))
        return algoliaError(c, 429, `Too many requests: try again in ${retryAfterSeconds} seconds`)
      }
    }
    await next()
  })
  // A browser's search is a few KB; the indexer's batches (admin key, in process) are far larger.
  app.use(
    '*',
    boundedBody(
      (c) => (c.get('access').kind === 'admin' ? MAX_ADMIN_BODY_BYTES : MAX_SEARCH_BODY_BYTES),
      (c, limit) => algoliaError(c, 413, `Request bodies are limited to ${limit} bytes with this API key`),
    ),
  )

  const run = (handler: (c: Context<Env>) => unknown | Promise<unknown>) => async (c: Context<Env>) => {
    try {
      return c.json((await handler(c)) as object)
    } catch (error) {
      if (error instanceof AlgoliaError) return algoliaError(c, error.status, error.message)
      if (error instanceof SearchParameterError) return algoliaError(c, 400, error.message)
      if (error instanceof SearchNotFoundError) return algoliaError(c, 404, error.message)
      logError(`search ${c.req.method} ${c.req.path} failed`, error)
      return algoliaError(c, 500, 'Internal error')
    }
  }

  const search = (c: Context<Env>, indexName: string, params: Record<string, unknown>) =>
    engine.search(indexName, params, restrictionFor(c, indexName))
  const facetSearch = (c: Context<Env>, indexName: string, facet: string, params: Record<string, unknown>) =>
    engine.searchForFacetValues(indexName, facet, params, restrictionFor(c, indexName))

  app.post(
    '/indexes/:index{\\*}/queries',
    run(async (c) => {
      const body = await jsonBody(c)
      const requests = listOf(body.requests, MAX_QUERIES)
      return {
        results: requests.map((request) => {
          const { indexName, type, facet, ...params } = objectOf(request)
          if (typeof indexName !== 'string') throw new AlgoliaError(400, 'indexName is required')
          if (type === 'facet') return facetSearch(c, indexName, String(facet), params)
          return search(c, indexName, params)
        }),
      }
    }),
  )
  app.post(
    '/indexes/:index{\\*}/objects',
    run(async (c) => {
      const requests = listOf((await jsonBody(c)).requests, MAX_OBJECTS)
      return {
        results: requests.map((request) => {
          const { indexName, objectID, attributesToRetrieve } = objectOf(request)
          if (attributesToRetrieve !== undefined && !isStringList(attributesToRetrieve)) {
            throw new AlgoliaError(400, 'attributesToRetrieve must be a list of strings')
          }
          const restriction = restrictionFor(c, String(indexName))
          try {
            return engine.getObject(String(indexName), String(objectID), attributesToRetrieve, restriction)
          } catch {
            return null
          }
        }),
      }
    }),
  )
  app.post(
    '/indexes/:index{\\*}/batch',
    run(async (c) => {
      admin(c)
      const requests = listOf((await jsonBody(c)).requests, MAX_ADMIN_OPERATIONS).map(
        objectOf,
      ) as unknown as ({
        indexName: string
      } & BatchOperation)[]
      const objectIDs: string[] = []
      let taskID = 0
      for (const { indexName, ...operation } of requests) {
        const result = engine.batch(String(indexName), [operation])
        objectIDs.push(...result.objectIDs)
        taskID = result.taskID
      }
      return { taskID: { [requests?.[0]?.indexName ?? '']: taskID }, objectIDs }
    }),
  )
  app.get(
    '/indexes',
    run((c) => {
      admin(c)
      const items = engine.list().map((entry) => ({ ...entry, createdAt: entry.updatedAt, dataSize: 0 }))
      return { items, nbPages: 1 }
    }),
  )
  app.post(
    '/indexes/:index/query',
    run(async (c) => search(c, param(c, 'index'), await jsonBody(c))),
  )
  app.post(
    '/indexes/:index/facets/:facet/query',
    run(async (c) => facetSearch(c, param(c, 'index'), param(c, 'facet'), await jsonBody(c))),
  )
  app.post(
    '/indexes/:index/browse',
    run(async (c) => {
      admin(c)
      const body = await jsonBody(c)
      const cursor = typeof body.cursor === 'string' ? body.cursor : c.req.query('cursor')
      return engine.browse(param(c, 'index'), cursor, Number(body.hitsPerPage ?? 1000) || 1000)
    }),
  )
  app.get(
    '/indexes/:index/settings',
    run((c) => {
      admin(c)
      return engine.getSettings(param(c, 'index'))
    }),
  )
  app.put(
    '/indexes/:index/settings',
    run(async (c) => {
      admin(c)
      const forward = c.req.query('forwardToReplicas') === 'true'
      return engine.setSettings(param(c, 'index'), await jsonBody(c), forward)
    }),
  )
  app.post(
    '/indexes/:index/batch',
    run(async (c) => {
      admin(c)
      const requests = listOf((await jsonBody(c)).requests, MAX_ADMIN_OPERATIONS).map(objectOf)
      return engine.batch(param(c, 'index'), requests as unknown as BatchOperation[])
    }),
  )
  app.post(
    '/indexes/:index/clear',
    run((c) => {
      admin(c)
      return engine.clear(param(c, 'index'))
    }),
  )
  app.delete(
    '/indexes/:index',
    run((c) => {
      admin(c)
      return engine.deleteIndex(param(c, 'index'))
    }),
  )
  // Writes apply before the answer is sent, so every task is already published.
  app.get(
    '/indexes/:index/task/:taskID',
    run(() => ({ status: 'published', pendingTask: false })),
  )
  app.get(
    '/task/:taskID',
    run(() => ({ status: 'published' })),
  )
  app.get(
    '/indexes/:index/:objectID',
    run((c) => {
      const restriction = restrictionFor(c, param(c, 'index'))
      const attributes = c.req.query('attributesToRetrieve')?.split(',') ?? ['*']
      return engine.getObject(param(c, 'index'), param(c, 'objectID'), attributes, restriction)
    }),
  )
  app.put(
    '/indexes/:index/:objectID',
    run(async (c) => {
      admin(c)
      const objectID = param(c, 'objectID')
      const result = engine.batch(param(c, 'index'), [
        { action: 'updateObject', body: { ...(await jsonBody(c)), objectID } },
      ])
      return { taskID: result.taskID, updatedAt: result.updatedAt, objectID }
    }),
  )
  app.post(
    '/indexes/:index/:objectID/partial',
    run(async (c) => {
      admin(c)
      const objectID = param(c, 'objectID')
      const action =
        c.req.query('createIfNotExists') === 'false' ? 'partialUpdateObjectNoCreate' : 'partialUpdateObject'
      const result = engine.batch(param(c, 'index'), [{ action, body: { ...(await jsonBody(c)), objectID } }])
      return { taskID: result.taskID, updatedAt: result.updatedAt, objectID }
    }),
  )
  app.delete(
    '/indexes/:index/:objectID',
    run((c) => {
      admin(c)
      const objectID = param(c, 'objectID')
      const result = engine.batch(param(c, 'index'), [{ action: 'deleteObject', body: { objectID } }])
      return { taskID: result.taskID, deletedAt: result.updatedAt }
    }),
  )
  app.all('*', (c) => algoliaError(c, 404, `No route for ${c.req.method} ${c.req.path}`))
  return app
}

function algoliaError(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ message, status }, status)
}

// Clients send JSON as text/plain (a "simple" CORS request): read the text, whatever the type.
async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  if (hasNulByte(text)) throw new AlgoliaError(400, 'Text may not contain NUL characters')
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>
  } catch {
    // falls through to the error below
  }
  throw new AlgoliaError(400, 'Invalid JSON body')
}

function objectOf(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new AlgoliaError(400, 'Each request must be an object')
  }
  return value as Record<string, unknown>
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** A `requests` list of at most `max` entries. */
function listOf(value: unknown, max: number): unknown[] {
  if (!Array.isArray(value)) throw new AlgoliaError(400, 'requests must be an array')
  if (value.length > max) throw new AlgoliaError(400, `requests may hold at most ${max} entries`)
  return value
}

function param(c: Context, name: string): string {
  const value = c.req.param(name)
  if (value === undefined) throw new AlgoliaError(400, `${name} is required`)
  return value
}

function admin(c: Context<Env>): void {
  if (c.get('access').kind !== 'admin') throw new AlgoliaError(403, 'Method not allowed with this API key')
}

/**
 * The filter every read of `indexName` with this request's key is held to: refused outright when
 * the key may not read that index; null for the admin key and the unrestricted search-only key.
 */
function restrictionFor(c: Context<Env>, indexName: string): FilterNode | null {
  const access = c.get('access')
  if (access.kind !== 'search') return null
  if (!indexAllowed(access.restrictIndices, indexName)) {
    throw new AlgoliaError(403, 'Index not allowed with this API key')
  }
  return access.filter
}
