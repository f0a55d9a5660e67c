// Issue 14 item 1: a site's public search key reads its own site's cars and nothing else, whatever
// the request sends — filters built to break out of a string join, objects fetched by id, facet
// searches, other indices — and an expired or unreadable key is refused.
import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  CAR_INDEX,
  CAR_INDEX_SETTINGS,
  CAR_SORT_REPLICAS,
  replicaSettings,
} from '../search/car-index-settings.js'
import type { IndexRecord } from '../search/engine/record-store.js'
import { SearchEngine } from '../search/engine/search-engine.js'
import { algoliaRoutes } from '../search/http/algolia-routes.js'
import { type SearchKeys, securedSearchKey } from '../search/http/search-keys.js'
import { syntheticRecords } from '../search/synthetic-cars.js'

const keys: SearchKeys = { appId: 'TESTAPP', adminKey: 'admin-secret', searchKey: 'search-only-parent' }
const RECORDS = syntheticRecords(400, 5) as unknown as IndexRecord[]
const OWN = 'coastal-motors'
const OTHER = 'kiwi-auto-hub'
const REPLICA = Object.values(CAR_SORT_REPLICAS)[0]?.index as string
let app: Hono

beforeAll(() => {
  const engine = new SearchEngine()
  engine.setSettings(CAR_INDEX, CAR_INDEX_SETTINGS)
  for (const replica of Object.values(CAR_SORT_REPLICAS)) {
    engine.setSettings(replica.index, replicaSettings(replica.ranking))
  }
  engine.replaceAllObjects(CAR_INDEX, RECORDS)
  engine.replaceAllObjects('Private_index', [{ objectID: 'secret', site: OWN }])
  app = new Hono().route(
    '/1',
    algoliaRoutes(engine, keys, () => {}),
  )
})

const siteKey = (restrictions: Record<string, string> = {}) =>
  securedSearchKey(keys.searchKey, { filters: `site:${OWN}`, ...restrictions })

function ask(path: string, apiKey: string, body?: unknown) {
  return app.request(`/1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-algolia-api-key': apiKey, 'x-algolia-application-id': keys.appId },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

const otherCar = () => RECORDS.find((record) => record.site === OTHER) as IndexRecord
const ownCar = () => RECORDS.find((record) => record.site === OWN) as IndexRecord

/** Every hit's site, or the refusal's status: a filter that escapes shows another site here. */
async function sitesSeen(params: Record<string, unknown>): Promise<string[] | number> {
  const response = await ask(`/indexes/${CAR_INDEX}/query`, siteKey(), { hitsPerPage: 1000, ...params })
  if (response.status !== 200) return response.status
  const { hits } = (await response.json()) as { hits: IndexRecord[] }
  return [...new Set(hits.map((hit) => String(hit.dealership_slug)))]
}

describe('a secured site key', () => {
  it.each([
    ['a filter closing the key’s parenthesis', { filters: `site:${OTHER}) OR (site:${OTHER}` }],
    ['an OR of another site', { filters: `site:${OTHER} OR site:${OWN}` }],
    ['a NOT of its own site', { filters: `NOT site:${OWN}` }],
    ['the legacy params string', { params: `filters=${encodeURIComponent(`site:${OTHER}`)}` }],
    ['facetFilters of another site', { facetFilters: [[`site:${OTHER}`, `site:${OWN}`]] }],
    ['an OR spelled in the params string', { params: `filters=${encodeURIComponent('x:1) OR (x:1')}` }],
  ])('keeps to its site through %s', async (_name, params) => {
    const seen = await sitesSeen(params)
    if (typeof seen === 'number') expect(seen).toBe(400)
    else expect(seen.every((site) => site === OWN)).toBe(true)
  })

  it('still finds its own cars', async () => {
    expect(await sitesSeen({})).toEqual([OWN])
  })

  it('keeps to its site in every query of a multi-query', async () => {
    const response = await ask('/indexes/*/queries', siteKey(), {
      requests: [
        { indexName: CAR_INDEX, filters: `site:${OTHER}) OR (site:${OTHER}`, hitsPerPage: 1000 },
        { indexName: REPLICA, filters: `site:${OTHER} OR site:${OWN}`, hitsPerPage: 1000 },
      ],
    })
    if (response.status === 200) {
      const { results } = (await response.json()) as { results: { hits: IndexRecord[] }[] }
      for (const result of results) expect(result.hits.every((hit) => hit.site === OWN)).toBe(true)
    } else expect(response.status).toBe(400)
    const plain = await ask('/indexes/*/queries', siteKey(), {
      requests: [{ indexName: REPLICA, filters: `site:${OTHER} OR site:${OWN}`, hitsPerPage: 1000 }],
    })
    const { results } = (await plain.json()) as { results: { hits: IndexRecord[]; nbHits: number }[] }
    expect(results[0]?.nbHits).toBeGreaterThan(0)
    expect(results[0]?.hits.every((hit) => hit.site === OWN)).toBe(true)
  })

  it('does not find another site’s car by id, alone or in a batch', async () => {
    const foreign = await ask(`/indexes/${CAR_INDEX}/${encodeURIComponent(otherCar().objectID)}`, siteKey())
    expect(foreign.status).toBe(404)
    const own = await ask(`/indexes/${CAR_INDEX}/${encodeURIComponent(ownCar().objectID)}`, siteKey())
    expect(own.status).toBe(200)
    const batch = await ask('/indexes/*/objects', siteKey(), {
      requests: [
        { indexName: CAR_INDEX, objectID: otherCar().objectID },
        { indexName: CAR_INDEX, objectID: ownCar().objectID },
      ],
    })
    const { results } = (await batch.json()) as { results: (IndexRecord | null)[] }
    expect(results[0]).toBeNull()
    expect(results[1]?.objectID).toBe(ownCar().objectID)
  })

  it('counts only its site’s cars in a facet search', async () => {
    const response = await ask(`/indexes/${CAR_INDEX}/facets/make/query`, siteKey(), {
      facetQuery: '',
      filters: `site:${OTHER}) OR (site:${OTHER}`,
    })
    if (response.status !== 200) return expect(response.status).toBe(400)
    const { facetHits } = (await response.json()) as { facetHits: { count: number }[] }
    const total = facetHits.reduce((sum, hit) => sum + hit.count, 0)
    expect(total).toBeLessThanOrEqual(RECORDS.filter((record) => record.site === OWN).length)
  })

  it('counts only its site’s cars in a facet search whatever the filter', async () => {
    const response = await ask(`/indexes/${CAR_INDEX}/facets/dealership_name/query`, siteKey(), {
      facetQuery: '',
      filters: `site:${OTHER} OR site:${OWN}`,
    })
    const { facetHits } = (await response.json()) as { facetHits: { value: string }[] }
    expect(facetHits.map((hit) => hit.value)).toEqual([OWN])
  })
})

describe('a key’s limits', () => {
  it('refuses a key past its validUntil', async () => {
    const expired = siteKey({ validUntil: String(Math.floor(Date.now() / 1000) - 60) })
    expect((await ask(`/indexes/${CAR_INDEX}/query`, expired, {})).status).toBe(403)
  })

  it('refuses a key whose validUntil is not a number', async () => {
    const unreadable = siteKey({ validUntil: 'tomorrow' })
    expect((await ask(`/indexes/${CAR_INDEX}/query`, unreadable, {})).status).toBe(403)
  })

  it('accepts a key before its validUntil', async () => {
    const fresh = siteKey({ validUntil: String(Math.floor(Date.now() / 1000) + 600) })
    expect((await ask(`/indexes/${CAR_INDEX}/query`, fresh, {})).status).toBe(200)
  })

  it('refuses a key whose own filter does not parse', async () => {
    const broken = securedSearchKey(keys.searchKey, { filters: `site:${OWN} AND (` })
    expect((await ask(`/indexes/${CAR_INDEX}/query`, broken, {})).status).toBe(403)
  })

  it('reads only the indices it names, on every read path', async () => {
    const key = siteKey({ restrictIndices: `${CAR_INDEX}*` })
    expect((await ask(`/indexes/${REPLICA}/query`, key, {})).status).toBe(200)
    expect((await ask('/indexes/Private_index/query', key, {})).status).toBe(403)
    expect((await ask('/indexes/Private_index/secret', key)).status).toBe(403)
    expect((await ask('/indexes/Private_index/facets/make/query', key, {})).status).toBe(403)
    const multi = await ask('/indexes/*/queries', key, { requests: [{ indexName: 'Private_index' }] })
    expect(multi.status).toBe(403)
    const exact = siteKey({ restrictIndices: CAR_INDEX })
    expect((await ask(`/indexes/${REPLICA}/query`, exact, {})).status).toBe(403)
  })
})
