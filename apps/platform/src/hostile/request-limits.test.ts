// Issue 14 items 5 and 6, over a real socket: NULs are a 400 (not PostgreSQL's 500), an oversized
// body is a 413 the client reads (not a reset socket), and the search endpoint bounds its body, its
// batches, its query words and its filters' length and depth with 400s — never a 500.
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPlatformStore } from '../db/platform-store.js'
import { answerClientErrors } from '../http/client-error.js'
import { createApp } from '../http/create-app.js'
import { defaultServices } from '../http/platform-services.js'
import { openSeededTestApp, SERVICE_AUTHORIZATION, type SeededTestApp } from '../http/seeded-test-app.js'
import { DEFAULT_TEMPLATE_PORTS } from '../http/served-site-url.js'
import { CAR_INDEX, CAR_INDEX_SETTINGS } from '../search/car-index-settings.js'
import type { IndexRecord } from '../search/engine/record-store.js'
import { SearchEngine } from '../search/engine/search-engine.js'
import { algoliaRoutes } from '../search/http/algolia-routes.js'
import { securedSearchKey } from '../search/http/search-keys.js'
import { syntheticRecords } from '../search/synthetic-cars.js'

const keys = { appId: 'TESTAPP', adminKey: 'admin-secret', searchKey: 'search-only-parent' }
const siteKey = securedSearchKey(keys.searchKey, { filters: 'site:coastal-motors' })
let world: SeededTestApp
let server: ServerType
let base: string

beforeAll(async () => {
  world = await openSeededTestApp()
  const engine = new SearchEngine()
  engine.setSettings(CAR_INDEX, CAR_INDEX_SETTINGS)
  engine.replaceAllObjects(CAR_INDEX, syntheticRecords(200, 3) as unknown as IndexRecord[])
  const app = createApp({
    store: createPlatformStore(world.database.db),
    ports: DEFAULT_TEMPLATE_PORTS,
    search: algoliaRoutes(engine, keys, () => {}),
    services: defaultServices(),
    logError: () => {},
  })
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  answerClientErrors(server)
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 120_000)

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await world?.database.close()
})

interface Answer {
  status: number
  body: string
}

/** One request over a socket; a reset or a hang-up rejects, as a client would see it. */
function send(
  method: string,
  path: string,
  body?: Buffer | string,
  headers: Record<string, string> = {},
  chunked = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
    if (body === undefined) return request.end()
    const bytes = Buffer.from(body)
    if (!chunked) request.setHeader('content-length', String(bytes.length))
    // Sent in pieces, as a real upload arrives.
    for (let at = 0; at < bytes.length; at += 64 * 1024) request.write(bytes.subarray(at, at + 64 * 1024))
    request.end()
  })
}

const search = (path: string, body: unknown) =>
  send('POST', `/1${path}`, JSON.stringify(body), {
    'x-algolia-api-key': siteKey,
    'x-algolia-application-id': keys.appId,
  })
const service = { ...SERVICE_AUTHORIZATION, 'content-type': 'application/json' }

describe('NUL characters', () => {
  it.each([
    '/v1/sites/%00',
    '/v1/sites/coastal-motors%00',
    '/v1/sites/coastal-motors/cars/%00',
    '/v1/sites/coastal-motors/cars?make=%00',
    '/v1/sites/resolve?host=a%00b',
    '/images/sites/%00/logo.svg',
  ])('GET %s answers 400', async (path) => {
    const answer = await send('GET', path)
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'invalid_text' } })
  })

  it('refuses a NUL in a JSON body', async () => {
    const lead = JSON.stringify({ name: 'A\u0000B', email: 'a@example.com', category: 'General Enquiry' })
    const answer = await send('POST', '/v1/sites/coastal-motors/leads', lead, service)
    expect(answer.status).toBe(400)
  })

  it('refuses a NUL in a search, in Algolia’s shape', async () => {
    const answer = await search(`/indexes/${CAR_INDEX}/query`, { query: 'kia\u0000' })
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toMatchObject({ status: 400 })
  })
})

describe('oversized bodies', () => {
  const huge = Buffer.alloc(3 * 1024 * 1024, 'a')

  it.each([
    ['declared', false],
    ['chunked', true],
  ])('answers a %s 3 MB body with a 413 the client reads, every time', async (_name, chunked) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await send('POST', '/v1/sites/coastal-motors/leads', huge, service, chunked)
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'payload_too_large' } })
    }
  })

  it('answers a 3 MB body refused before it is read (no credential, no key) so the client reads it', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await send('POST', '/v1/sites/coastal-motors/leads', huge, {}, attempt === 1)).status).toBe(401)
      expect((await send('PUT', '/1/indexes/x/settings', huge, {}, attempt === 2)).status).toBe(403)
    }
  })

  it('answers a 3 MB search with a 413 in Algolia’s shape', async () => {
    const answer = await send('POST', `/1/indexes/${CAR_INDEX}/query`, huge, {
      'x-algolia-api-key': siteKey,
      'x-algolia-application-id': keys.appId,
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({ status: 413 })
  })
})

describe('requests the HTTP parser refuses', () => {
  it('answers a URL over the header limit with a 431 the client reads, every time', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await send('GET', `/v1/sites?${'x'.repeat(200_000)}=1`)
      expect(answer.status).toBe(431)
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'headers_too_large' } })
    }
  })
})

describe('the search endpoint’s bounds', () => {
  const query = (params: Record<string, unknown>) => search(`/indexes/${CAR_INDEX}/query`, params)
  it.each([
    ['deeply nested parentheses', { filters: `${'('.repeat(5000)}make:Kia${')'.repeat(5000)}` }],
    ['a long chain of NOT', { filters: `${'NOT '.repeat(5000)}make:Kia` }],
    ['a very long filter', { filters: Array.from({ length: 2000 }, () => 'make:Kia').join(' OR ') }],
    ['a query of many words', { query: Array.from({ length: 100 }, (_, n) => `w${n}`).join(' ') }],
    ['a very long query', { query: 'k'.repeat(10_000) }],
    ['thousands of facet filters', { facetFilters: Array.from({ length: 2000 }, () => 'make:Kia') }],
    ['a facetFilters string that is not JSON', { facetFilters: '[oops' }],
    ['facets that are not a list', { facets: '[1,' }],
  ])('answers 400 to %s', async (_name, params) => {
    const answer = await query(params)
    expect(answer.status).toBe(400)
  })

  it('still answers an ordinary nested filter', async () => {
    const answer = await query({ filters: '((make:Kia OR make:Ford) AND NOT car_type:new)' })
    expect(answer.status).toBe(200)
  })

  it('answers 400 to a multi-query of more than 50 queries, and to one that is not an object', async () => {
    const many = Array.from({ length: 51 }, () => ({ indexName: CAR_INDEX }))
    expect((await search('/indexes/*/queries', { requests: many })).status).toBe(400)
    expect((await search('/indexes/*/queries', { requests: [null] })).status).toBe(400)
    expect((await search('/indexes/*/queries', { requests: [42] })).status).toBe(400)
  })

  it('answers 400 to objects requests that are too many or not objects', async () => {
    const many = Array.from({ length: 1001 }, () => ({ indexName: CAR_INDEX, objectID: '1' }))
    expect((await search('/indexes/*/objects', { requests: many })).status).toBe(400)
    expect((await search('/indexes/*/objects', { requests: [null] })).status).toBe(400)
    const attributes = { requests: [{ indexName: CAR_INDEX, objectID: '1', attributesToRetrieve: 5 }] }
    expect((await search('/indexes/*/objects', attributes)).status).toBe(400)
  })
})
