import {
  DealerSearchPathsSchema,
  resolveDealerSearchPath,
  SEARCH_PAGE_SIZE,
  searchPathFacetFilters,
} from '@forecourt/domain'
import { algoliasearch } from 'algoliasearch'
import algoliasearchHelper from 'algoliasearch-helper'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/open-database.js'
import { openTestDatabase } from '../db/open-test-database.js'
import { DEMO_SITES } from '../seed/demo-sites.js'
import { Random } from '../seed/prng.js'
import { seedDatabase } from '../seed/seed-database.js'
import { CAR_INDEX, CAR_SORT_REPLICAS } from './car-index-settings.js'
import { type CarSearchRecord, carSearchRecord } from './car-search-record.js'
import { filterTree } from './engine/filter-parameters.js'
import type { IndexRecord } from './engine/record-store.js'
import { referenceFacetCounts, referenceFilter } from './engine/reference-search.js'
import { inProcessRequester } from './indexer/in-process-requester.js'
import { loadSearchableCars } from './indexer/searchable-cars.js'
import { createSearchService, type SearchService } from './search-service.js'

const env = { SEARCH_APP_ID: 'TESTAPP', SEARCH_ADMIN_KEY: 'admin-secret', SEARCH_API_KEY: 'search-only' }
let database: Database
let service: SearchService
let app: Hono
let records: CarSearchRecord[]

const clientFor = (apiKey: string, appId = env.SEARCH_APP_ID) =>
  algoliasearch(appId, apiKey, {
    hosts: [{ url: 'platform.test', protocol: 'http', accept: 'readWrite' }],
    requester: inProcessRequester((request) => app.request(request)),
  })

beforeAll(async () => {
  database = await openTestDatabase()
  await database.migrate()
  await seedDatabase(database.db)
  service = createSearchService({ database, publicUrl: 'http://127.0.0.1:4000', env, logError: () => {} })
  app = new Hono().route('/1', service.routes)
  await service.start()
  records = (await loadSearchableCars(database.db))
    .filter((entry) => entry.listed)
    .map(({ car, site }) => carSearchRecord(car, site))
}, 120_000)

afterAll(async () => {
  await service?.close()
  await database?.close()
})

const matching = (params: Record<string, unknown>) => {
  const tree = filterTree(params)
  return (records as unknown as IndexRecord[]).filter((record) => !tree || referenceFilter(record, tree))
}

describe('the endpoint through the official clients', () => {
  it('holds every listed car of the database after start-up', async () => {
    const answer = await clientFor(env.SEARCH_API_KEY).searchSingleIndex({
      indexName: CAR_INDEX,
      searchParams: { hitsPerPage: 0 },
    })
    expect(answer.nbHits).toBe(records.length)
    expect(records.length).toBeGreaterThan(0)
  })

  it('answers random multi-queries like a brute-force filter over the cars', async () => {
    const client = clientFor(env.SEARCH_API_KEY)
    const random = new Random(17)
    const value = (attribute: keyof CarSearchRecord) => String(random.pick(records)[attribute])
    // Family facets and ranges (issue 11) beside the car ones: listing, licence class, LAMS, berths…
    const familyFilter = () =>
      random.pick([
        `listing:${value('listing')}`,
        `licence_class:${random.pick(['LR', 'MR', 'HR', 'HC', 'MC'])}`,
        'lams:true',
        'ensuite:true',
        `state:${value('state')}`,
      ])
    const numeric = () =>
      random.pick([
        `price>=${random.int(0, 40) * 1000}`,
        `gvm_kg>=${random.int(4, 26) * 1000}`,
        `engine_cc<=${random.int(1, 12) * 100}`,
        `weekly_rate<=${random.int(10, 40) * 10}`,
        `atm_kg>${random.int(10, 40) * 100}`,
      ])
    for (let run = 0; run < 60; run++) {
      const params = {
        facetFilters: [
          [`make:${value('make')}`, `make:${value('make')}`],
          `car_type:${value('car_type')}`,
          familyFilter(),
        ].slice(random.int(0, 2), random.int(0, 3)),
        numericFilters: random.chance(0.6) ? [numeric()] : [],
        filters: random.pick(['', `site:${value('site')}`, 'NOT availability:sold']),
        facets: ['make', 'simple_body', 'price_range', 'listing', 'licence_class', 'lams', 'berths', 'state'],
        hitsPerPage: SEARCH_PAGE_SIZE,
        maxValuesPerFacet: 1000,
      }
      const { results } = await client.search({ requests: [{ indexName: CAR_INDEX, ...params }] })
      const [result] = results as {
        nbHits: number
        hits: { objectID: string }[]
        facets: Record<string, Record<string, number>>
      }[]
      const expected = matching(params)
      expect(result?.nbHits).toBe(expected.length)
      const expectedIds = [...expected]
        .sort(
          (a, b) =>
            (b.custom_rank as number) - (a.custom_rank as number) || (a.objectID < b.objectID ? -1 : 1),
        )
        .slice(0, SEARCH_PAGE_SIZE)
        .map((record) => record.objectID)
      expect(result?.hits.map((hit) => hit.objectID)).toEqual(expectedIds)
      for (const facet of params.facets) {
        expect(result?.facets?.[facet] ?? {}, facet).toEqual(
          Object.fromEntries(
            [...referenceFacetCounts(expected, facet)].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)),
          ),
        )
      }
    }
  })

  it('gives algoliasearch-helper exact disjunctive facet counts', async () => {
    const client = clientFor(env.SEARCH_API_KEY)
    const [first, second] = [...new Set(records.map((record) => record.make))]
    const helper = algoliasearchHelper(client as never, CAR_INDEX, {
      disjunctiveFacets: ['make', 'car_type'],
      facets: ['simple_body'],
      hitsPerPage: SEARCH_PAGE_SIZE,
      maxValuesPerFacet: 100,
    })
    helper
      .addDisjunctiveFacetRefinement('make', String(first))
      .addDisjunctiveFacetRefinement('make', String(second))
    helper.addDisjunctiveFacetRefinement('car_type', 'used')
    const { content } = await helper.searchOnce({})
    const selected = records.filter((r) => (r.make === first || r.make === second) && r.car_type === 'used')
    expect(content.nbHits).toBe(selected.length)
    // A disjunctive facet counts values as if its own refinement were not there.
    const usedOnly = records.filter((r) => r.car_type === 'used') as unknown as IndexRecord[]
    const values = content.getFacetValues('make', {}) as { name: string; count: number }[]
    expect(Object.fromEntries(values.map((value) => [value.name, value.count]))).toEqual(
      Object.fromEntries(referenceFacetCounts(usedOnly, 'make')),
    )
  })

  it('sorts by a replica', async () => {
    const client = clientFor(env.SEARCH_API_KEY)
    const answer = await client.searchSingleIndex<CarSearchRecord>({
      indexName: CAR_SORT_REPLICAS.price_desc.index,
      searchParams: { hitsPerPage: 5 },
    })
    const prices = answer.hits.map((hit) => hit.price)
    expect(prices).toEqual([...records.map((record) => record.price)].sort((a, b) => b - a).slice(0, 5))
  })

  it('filters a secured site key to its site, whatever the request asks', async () => {
    const site = records[0]?.site ?? ''
    const { key } = service.publicConfig({ slug: site })
    const answer = await clientFor(key).searchSingleIndex({
      indexName: CAR_INDEX,
      searchParams: { filters: `NOT site:${site}`, hitsPerPage: 0 },
    })
    expect(answer.nbHits).toBe(0)
    const own = await clientFor(key).searchSingleIndex({
      indexName: CAR_INDEX,
      searchParams: { hitsPerPage: 0 },
    })
    expect(own.nbHits).toBe(records.filter((record) => record.site === site).length)
  })
})

describe('dealer search paths against the endpoint (§2, issue 11)', () => {
  // Every path a demo site owns, a placeholder path at each of its cities, as the storefront reads it.
  const dealerPathsOf = () =>
    DEMO_SITES.flatMap((site) => {
      const paths = DealerSearchPathsSchema.parse(site.searchPaths ?? [])
      const own = records.filter((record) => record.site === site.slug)
      const cities = [...new Set(own.map((record) => record.city))]
      const states = [...new Set(own.map((record) => record.state))]
      return paths.flatMap((entry) => {
        const segments = entry.path.includes('{city}')
          ? cities.map((city) => entry.path.replace('{city}', city.toLowerCase().replace(/[^a-z0-9]+/g, '-')))
          : [entry.path]
        return segments.flatMap((segment) => {
          const resolved = resolveDealerSearchPath(segment, paths, { cities, states })
          return resolved ? [{ site: site.slug, segment, refinements: resolved.refinements }] : []
        })
      })
    })

  it('lists on each path exactly the site’s cars its filter names, through the site’s own key', async () => {
    const dealerPaths = dealerPathsOf()
    expect(dealerPaths.map((entry) => entry.segment)).toEqual(
      expect.arrayContaining([
        'used-motorcycles',
        'new-motorcycles',
        'used-cars-brisbane',
        'used-cars-rockhampton',
        'pre-owned-cars',
        'rv-vehicles-qld',
        'rv-utes-qld',
        'rental-cars',
        'subscription-cars-christchurch',
        'subscription-cars-wellington',
      ]),
    )
    for (const { site, segment, refinements } of dealerPaths) {
      const { key } = service.publicConfig({ slug: site })
      const answer = await clientFor(key).searchSingleIndex<CarSearchRecord>({
        indexName: CAR_INDEX,
        searchParams: { facetFilters: searchPathFacetFilters(refinements), hitsPerPage: 1000 },
      })
      const expected = records.filter(
        (record) =>
          record.site === site &&
          Object.entries(refinements).every(([attribute, values]) =>
            values.includes(String(record[attribute])),
          ),
      )
      expect(answer.nbHits, `${site} /search/${segment}`).toBe(expected.length)
      const everything = records.filter((record) => record.site === site).length
      if (Object.keys(refinements).length > 0) expect(expected.length, segment).toBeLessThan(everything)
      expect(expected.length, segment).toBeGreaterThan(0)
    }
  })

  it('lists no new or demo bikes at /search/used-motorcycles', async () => {
    const entry = dealerPathsOf().find((path) => path.segment === 'used-motorcycles')
    const { key } = service.publicConfig({ slug: 'throttle-motorcycles' })
    const answer = await clientFor(key).searchSingleIndex<CarSearchRecord>({
      indexName: CAR_INDEX,
      searchParams: {
        facetFilters: searchPathFacetFilters(entry?.refinements ?? {}),
        facets: ['car_type'],
        hitsPerPage: 1000,
      },
    })
    expect(answer.nbHits).toBeGreaterThan(0)
    expect(answer.facets?.car_type).toEqual({ used: answer.nbHits })
    expect(new Set(answer.hits.map((hit) => hit.car_type))).toEqual(new Set(['used']))
  })
})

describe('the endpoint over HTTP', () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    app.request(path, { method: 'POST', body, headers: { 'content-type': 'text/plain', ...headers } })
  const auth = `x-algolia-application-id=${env.SEARCH_APP_ID}&x-algolia-api-key=${env.SEARCH_API_KEY}`

  it('reads a text/plain body with the key in the query string, and allows any origin', async () => {
    const response = await post(
      `/1/indexes/*/queries?${auth}`,
      JSON.stringify({ requests: [{ indexName: CAR_INDEX, hitsPerPage: 1 }] }),
      {
        origin: 'http://coastal-motors.localhost:3000',
      },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers a preflight for the Algolia headers', async () => {
    const response = await app.request('/1/indexes/*/queries', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://x.localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-algolia-api-key,x-algolia-application-id',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toMatch(/x-algolia-api-key/)
  })

  it.each([
    [
      'a wrong key',
      `/1/indexes/${CAR_INDEX}/query?x-algolia-application-id=TESTAPP&x-algolia-api-key=nope`,
      '{}',
      403,
      'Invalid Application-ID or API key',
    ],
    [
      'a wrong app id',
      `/1/indexes/${CAR_INDEX}/query?x-algolia-application-id=OTHER&x-algolia-api-key=search-only`,
      '{}',
      403,
      'Invalid Application-ID or API key',
    ],
    ['an unknown index', `/1/indexes/Nope/query?${auth}`, '{}', 404, 'Index does not exist'],
    ['a bad filter', `/1/indexes/${CAR_INDEX}/query?${auth}`, '{"filters":"make:("}', 400, undefined],
    ['unreadable JSON', `/1/indexes/${CAR_INDEX}/query?${auth}`, '{', 400, 'Invalid JSON body'],
    [
      'a write with the search key',
      `/1/indexes/${CAR_INDEX}/batch?${auth}`,
      '{"requests":[]}',
      403,
      'Method not allowed with this API key',
    ],
  ])('answers %s in Algolia’s error shape', async (_name, path, body, status, message) => {
    const response = await post(path, body)
    expect(response.status).toBe(status)
    const answer = (await response.json()) as { message: string; status: number }
    expect(answer.status).toBe(status)
    if (message) expect(answer.message).toBe(message)
    else expect(answer.message).toMatch(/^filters: /)
  })
})

describe('incremental indexing', () => {
  const searchIds = async (filters: string) => {
    const answer = await clientFor(env.SEARCH_API_KEY).searchSingleIndex({
      indexName: CAR_INDEX,
      searchParams: { filters, hitsPerPage: 1000 },
    })
    return answer.hits.map((hit) => hit.objectID)
  }
  const within = async (ms: number, check: () => Promise<boolean>) => {
    const deadline = Date.now() + ms
    while (Date.now() < deadline) {
      if (await check()) return true
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return false
  }

  it('makes a sold, repriced or hidden car searchable as such within a second', async () => {
    const [target, other] = records.filter((record) => !record.sold)
    const id = Number(target?.objectID)
    await database.db.execute(sql`update cars set sold = true, price = 123457 where id = ${id}`)
    expect(
      await within(1000, async () =>
        (await searchIds('price = 123457 AND availability:sold')).includes(String(id)),
      ),
    ).toBe(true)

    const hidden = Number(other?.objectID)
    await database.db.execute(sql`update cars set show_on_dealer_website = false where id = ${hidden}`)
    expect(
      await within(1000, async () => !(await searchIds(`site:${other?.site}`)).includes(String(hidden))),
    ).toBe(true)
  })
})
