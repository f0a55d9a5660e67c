// Search benchmark (prints figures; not a test). For 1k, 10k and 100k generated cars: build time,
// heap, and p50/p95 of the request set InstantSearch sends for one realistic search — text, three
// refinements (make ×2 and body, disjunctive; car type), a price range, exact counts over six
// facets — answered by the embedded engine and by Orama, MiniSearch and ItemsJS in the same run.
//
//   pnpm --filter @forecourt/platform bench:search [sizes…] [--ours-only]
import { create, insertMultiple, search as oramaSearch } from '@orama/orama'
import itemsjs from 'itemsjs'
import MiniSearch from 'minisearch'
import { CAR_INDEX, CAR_INDEX_SETTINGS } from '../src/search/car-index-settings.js'
import type { CarSearchRecord } from '../src/search/car-search-record.js'
import type { IndexRecord } from '../src/search/engine/record-store.js'
import { SearchEngine } from '../src/search/engine/search-engine.js'
import { syntheticRecords } from '../src/search/synthetic-cars.js'
import { Random } from '../src/seed/prng.js'

const FACETS = ['make', 'model', 'simple_body', 'car_type', 'simple_fuel', 'price_range'] as const
const DISJUNCTIVE = ['make', 'simple_body'] as const

interface Query {
  text: string
  makes: string[]
  body: string
  carType: string
  price: [number, number]
}

interface Engine {
  name: string
  build(records: CarSearchRecord[]): Promise<void> | void
  /** Hits of page 1, the total, and the counts of the six facets — the way InstantSearch needs them. */
  run(query: Query): Promise<unknown> | unknown
}

function queriesFor(records: CarSearchRecord[], count: number): Query[] {
  const random = new Random(42)
  return Array.from({ length: count }, () => {
    const a = random.pick(records)
    const b = random.pick(records)
    return {
      text: random.pick([
        a.model.toLowerCase(),
        a.make.slice(0, 4).toLowerCase(),
        `${a.model}`.toLowerCase(),
        '',
      ]),
      makes: [a.make, b.make],
      body: a.simple_body,
      carType: a.car_type,
      price: [random.int(0, 20) * 1000, random.int(40, 120) * 1000],
    }
  })
}

const ours = (): Engine => {
  const engine = new SearchEngine()
  return {
    name: 'Forecourt engine',
    build(records) {
      engine.setSettings(CAR_INDEX, CAR_INDEX_SETTINGS)
      engine.replaceAllObjects(CAR_INDEX, records as unknown as IndexRecord[])
    },
    run(query) {
      // What InstantSearch sends: the main query, then one per refined disjunctive facet without it.
      const refinements = {
        make: query.makes.map((make) => `make:${make}`),
        simple_body: [`simple_body:${query.body}`],
      }
      const common = { query: query.text, numericFilters: [`price:${query.price[0]} TO ${query.price[1]}`] }
      const facetFilters = (skip?: string) => [
        ...Object.entries(refinements)
          .filter(([facet]) => facet !== skip)
          .map(([, values]) => values),
        `car_type:${query.carType}`,
      ]
      const main = engine.search(CAR_INDEX, {
        ...common,
        facetFilters: facetFilters(),
        facets: FACETS,
        hitsPerPage: 21,
      })
      const extra = DISJUNCTIVE.map((facet) =>
        engine.search(CAR_INDEX, {
          ...common,
          facetFilters: facetFilters(facet),
          facets: [facet],
          hitsPerPage: 0,
        }),
      )
      return [main, ...extra]
    },
  }
}

const orama = (): Engine => {
  let db: Awaited<ReturnType<typeof makeOrama>>
  async function makeOrama() {
    return create({
      schema: {
        name: 'string',
        make: 'enum',
        model: 'enum',
        simple_body: 'enum',
        car_type: 'enum',
        simple_fuel: 'enum',
        price_range: 'enum',
        price: 'number',
        custom_rank: 'number',
      } as const,
    })
  }
  const facets = Object.fromEntries(FACETS.map((facet) => [facet, { limit: 1000 }]))
  return {
    name: 'Orama 3.1',
    async build(records) {
      db = await makeOrama()
      await insertMultiple(
        db,
        records.map((record) => ({
          id: record.objectID,
          name: record.name,
          make: record.make,
          model: record.model,
          simple_body: record.simple_body,
          car_type: record.car_type,
          simple_fuel: record.simple_fuel,
          price_range: record.price_range,
          price: record.price,
          custom_rank: record.custom_rank,
        })),
        5000,
      )
    },
    async run(query) {
      const where = (skip?: string) => ({
        ...(skip === 'make' ? {} : { make: { in: query.makes } }),
        ...(skip === 'simple_body' ? {} : { simple_body: { eq: query.body } }),
        car_type: { eq: query.carType },
        price: { between: query.price },
      })
      const base = { term: query.text, properties: ['name'] as never, tolerance: 1 }
      const main = await oramaSearch(db, {
        ...base,
        where: where() as never,
        facets: facets as never,
        limit: 21,
        sortBy: { property: 'custom_rank', order: 'DESC' },
      })
      const extra = await Promise.all(
        DISJUNCTIVE.map((facet) =>
          oramaSearch(db, {
            ...base,
            where: where(facet) as never,
            facets: { [facet]: { limit: 1000 } } as never,
            limit: 0,
          }),
        ),
      )
      return [main, ...extra]
    },
  }
}

const miniSearch = (): Engine => {
  let index: MiniSearch<CarSearchRecord>
  let records: CarSearchRecord[] = []
  return {
    name: 'MiniSearch 7.2',
    build(all) {
      records = all
      index = new MiniSearch<CarSearchRecord>({
        idField: 'objectID',
        fields: ['name', 'make', 'model', 'badge', 'stocknum'],
        storeFields: ['objectID'],
        searchOptions: { prefix: true, fuzzy: 1, combineWith: 'AND' },
      })
      index.addAll(all)
    },
    run(query) {
      // No facets or filters of its own: text through the index, the rest over the matches in JS.
      const byId = new Map(records.map((record, i) => [record.objectID, i]))
      const matched = query.text
        ? index.search(query.text).map((result) => records[byId.get(result.id) as number] as CarSearchRecord)
        : records
      const passes = (record: CarSearchRecord, skip?: string) =>
        (skip === 'make' || query.makes.includes(record.make)) &&
        (skip === 'simple_body' || record.simple_body === query.body) &&
        record.car_type === query.carType &&
        record.price >= query.price[0] &&
        record.price <= query.price[1]
      const count = (list: CarSearchRecord[], facet: string) => {
        const counts = new Map<string, number>()
        for (const record of list)
          counts.set(String(record[facet]), (counts.get(String(record[facet])) ?? 0) + 1)
        return counts
      }
      const hits = matched.filter((record) => passes(record))
      hits.sort((a, b) => b.custom_rank - a.custom_rank)
      const facets = FACETS.map((facet) => count(hits, facet))
      const extra = DISJUNCTIVE.map((facet) =>
        count(
          matched.filter((record) => passes(record, facet)),
          facet,
        ),
      )
      return [hits.slice(0, 21), hits.length, facets, extra]
    },
  }
}

const itemsJs = (): Engine => {
  let engine: ReturnType<typeof itemsjs>
  return {
    name: 'ItemsJS 2.4',
    build(records) {
      engine = itemsjs(records, {
        searchableFields: ['name', 'make', 'model'],
        sortings: { rank: { field: 'custom_rank', order: 'desc' } },
        aggregations: Object.fromEntries(
          FACETS.map((facet) => [
            facet,
            { title: facet, size: 1000, conjunction: !(DISJUNCTIVE as readonly string[]).includes(facet) },
          ]),
        ),
      })
    },
    run(query) {
      // Disjunctive counts come natively (conjunction: false); the price range is a JS filter.
      return engine.search({
        query: query.text,
        per_page: 21,
        sort: 'rank',
        filters: { make: query.makes, simple_body: [query.body], car_type: [query.carType] },
        filter: (item: CarSearchRecord) => item.price >= query.price[0] && item.price <= query.price[1],
      })
    },
  }
}

const WARM_UP_QUERIES = 20

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0
const heapMb = () => {
  globalThis.gc?.()
  return process.memoryUsage().heapUsed / 1_048_576
}

async function measure(make: () => Engine, records: CarSearchRecord[], queries: Query[]) {
  const before = heapMb()
  const engine = make()
  const started = performance.now()
  await engine.build(records)
  const buildMs = performance.now() - started
  const heap = heapMb() - before
  // Every engine gets the same warm-up, long enough for the JIT to settle at the small sizes.
  for (const query of queries.slice(0, WARM_UP_QUERIES)) await engine.run(query)
  const times: number[] = []
  for (const query of queries) {
    const start = performance.now()
    await engine.run(query)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return {
    name: engine.name,
    buildMs,
    heap,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    runs: times.length,
  }
}

const sizes = process.argv.slice(2).map(Number).filter(Boolean)
// --ours-only: the engine alone, for profiling a change before the side-by-side run.
const peers = process.argv.includes('--ours-only') ? [] : [orama, miniSearch, itemsJs]
const rows: string[] = []
for (const size of sizes.length > 0 ? sizes : [1_000, 10_000, 100_000]) {
  const records = syntheticRecords(size)
  const queries = queriesFor(records, 200)
  // Slow peers answer fewer queries at scale so one run stays within minutes; percentiles hold.
  const peerQueries = size >= 100_000 ? queries.slice(0, 40) : queries
  const results = [await measure(ours, records, queries)]
  for (const peer of peers) results.push(await measure(peer, records, peerQueries))
  const best = results[0]?.p95 ?? 1
  for (const result of results) {
    rows.push(
      `| ${size.toLocaleString('en-AU')} | ${result.name} | ${(result.buildMs / 1000).toFixed(2)} s | ${result.heap.toFixed(0)} MB | ${result.p50.toFixed(2)} ms | ${result.p95.toFixed(2)} ms | ${(result.p95 / best).toFixed(1)}× | ${result.runs} |`,
    )
    console.log(rows.at(-1))
  }
}
console.log('\n| cars | engine | build | heap | p50 | p95 | p95 vs ours | queries |')
console.log('|---|---|---|---|---|---|---|---|')
for (const row of rows) console.log(row)
