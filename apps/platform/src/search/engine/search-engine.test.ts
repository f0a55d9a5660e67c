import { beforeAll, describe, expect, it } from 'vitest'
import { Random } from '../../seed/prng.js'
import { CAR_INDEX, CAR_INDEX_SETTINGS, CAR_SORT_REPLICAS, replicaSettings } from '../car-index-settings.js'
import { syntheticRecords } from '../synthetic-cars.js'
import { SearchParameterError } from './filter-ast.js'
import { filterTree } from './filter-parameters.js'
import { parseFacetAttributes, parseSearchableAttributes } from './index-settings.js'
import type { IndexRecord } from './record-store.js'
import {
  referenceCompare,
  referenceFacetCounts,
  referenceFilter,
  referenceTextScore,
} from './reference-search.js'
import { SearchEngine, SearchNotFoundError } from './search-engine.js'

const RECORDS = syntheticRecords(1500, 11) as unknown as IndexRecord[]
const searchable = parseSearchableAttributes(CAR_INDEX_SETTINGS.searchableAttributes, () => [])
const FACETS = ['make', 'simple_body', 'car_type', 'simple_fuel', 'price_range', 'year', 'filtered_features']

function carEngine(records: readonly IndexRecord[] = RECORDS) {
  const engine = new SearchEngine()
  engine.setSettings(CAR_INDEX, CAR_INDEX_SETTINGS)
  for (const replica of Object.values(CAR_SORT_REPLICAS)) {
    engine.setSettings(replica.index, replicaSettings(replica.ranking))
  }
  engine.replaceAllObjects(CAR_INDEX, records)
  return engine
}

/** What the engine must answer, computed the slow, obvious way. */
function expected(records: readonly IndexRecord[], params: Record<string, unknown>, leading = '') {
  const tree = filterTree(params)
  const query = String(params.query ?? '')
  const scored = records
    .filter((record) => !tree || referenceFilter(record, tree))
    .map((record) => ({ record, score: referenceTextScore(record, query, searchable, false) }))
    .filter((entry): entry is { record: IndexRecord; score: number } => entry.score !== null)
  const custom = referenceCompare([{ attribute: 'custom_rank', direction: 'desc' }])
  if (leading) {
    const [direction, attribute] = leading.replace(')', '').split('(') as ['asc' | 'desc', string]
    const byLeading = referenceCompare([
      { attribute, direction },
      { attribute: 'custom_rank', direction: 'desc' },
    ])
    scored.sort((a, b) => byLeading(a.record, b.record))
  } else scored.sort((a, b) => a.score - b.score || custom(a.record, b.record))
  const matched = scored.map((entry) => entry.record)
  const facets: Record<string, Record<string, number>> = {}
  for (const facet of FACETS) {
    facets[facet] = Object.fromEntries(
      [...referenceFacetCounts(matched, facet)].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)),
    )
  }
  return { matched, facets }
}

function randomParams(random: Random): Record<string, unknown> {
  const pick = (attribute: string) => String(random.pick(RECORDS)[attribute])
  const facetFilters: (string | string[])[] = []
  const numericFilters: string[] = []
  if (random.chance(0.5)) facetFilters.push([`make:${pick('make')}`, `make:${pick('make')}`])
  if (random.chance(0.4)) facetFilters.push(`car_type:${pick('car_type')}`)
  if (random.chance(0.3)) facetFilters.push(`-simple_body:${pick('simple_body')}`)
  if (random.chance(0.2))
    facetFilters.push(`filtered_features:${random.pick(['Automatic', 'AWD', 'Certified'])}`)
  if (random.chance(0.4))
    numericFilters.push(`price:${random.int(0, 30) * 1000} TO ${random.int(30, 90) * 1000}`)
  if (random.chance(0.3))
    numericFilters.push(`km${random.pick(['<', '<=', '>', '>=', '!='])}${random.int(0, 150) * 1000}`)
  const words = [
    '',
    '',
    pick('make'),
    pick('model').toLowerCase(),
    pick('make').slice(0, 3),
    `${pick('make')} ${pick('model').slice(0, 2)}`,
    'toyto',
    'hilux sr5',
    pick('stocknum'),
    'brisbane suv',
    'corola',
  ]
  const filters = random.pick([
    '',
    `site:${pick('site')}`,
    `(year:${pick('year')} OR year >= 2024) AND NOT sold:true`,
    `availability:in_stock AND seats > 4`,
  ])
  return {
    query: random.pick(words),
    filters,
    facetFilters,
    numericFilters,
    facets: FACETS,
    hitsPerPage: 21,
    page: random.int(0, 2),
    maxValuesPerFacet: 1000,
  }
}

describe('SearchEngine against a brute-force search', () => {
  const engine = carEngine()

  it('gives the same hits, order, counts and facets for 200 random queries', { timeout: 60_000 }, () => {
    const random = new Random(2024)
    for (let run = 0; run < 200; run++) {
      const params = randomParams(random)
      const answer = engine.search(CAR_INDEX, params)
      const { matched, facets } = expected(RECORDS, params)
      const page = params.page as number
      const context = JSON.stringify(params)
      expect(answer.nbHits, context).toBe(matched.length)
      // paginationLimitedTo (1000) caps the pages, as in Algolia.
      expect(answer.nbPages, context).toBe(Math.ceil(Math.min(matched.length, 1000) / 21))
      expect(
        answer.hits.map((hit) => hit.objectID),
        context,
      ).toEqual(matched.slice(page * 21, page * 21 + 21).map((record) => record.objectID))
      expect(answer.facets, context).toEqual(facets)
    }
  })

  it('orders every sort replica by its sort attribute, then custom_rank', { timeout: 60_000 }, () => {
    const random = new Random(99)
    for (const replica of Object.values(CAR_SORT_REPLICAS)) {
      for (let run = 0; run < 20; run++) {
        const params = randomParams(random)
        const answer = engine.search(replica.index, params)
        const { matched } = expected(RECORDS, params, replica.ranking)
        const page = params.page as number
        expect(answer.hits.map((hit) => hit.objectID)).toEqual(
          matched.slice(page * 21, page * 21 + 21).map((record) => record.objectID),
        )
      }
    }
  })
})

describe('SearchEngine incremental writes', () => {
  it('applies each write to one record without rebuilding, and agrees with a brute force after them', {
    timeout: 60_000,
  }, () => {
    const records = new Map(RECORDS.slice(0, 400).map((record) => [record.objectID, { ...record }]))
    const engine = carEngine([...records.values()])
    const random = new Random(5)
    for (let step = 0; step < 200; step++) {
      const target = random.pick([...records.values()])
      const roll = random.next()
      if (roll < 0.4) {
        const change = { objectID: target.objectID, price: random.int(1000, 90000), sold: random.chance(0.5) }
        engine.batch(CAR_INDEX, [{ action: 'partialUpdateObject', body: change }])
        records.set(target.objectID, { ...target, ...change })
      } else if (roll < 0.6) {
        engine.batch(CAR_INDEX, [{ action: 'deleteObject', body: { objectID: target.objectID } }])
        records.delete(target.objectID)
      } else {
        const fresh = { ...random.pick(RECORDS), objectID: `new-${step}`, custom_rank: random.int(0, 1e6) }
        engine.batch(CAR_INDEX, [{ action: 'addObject', body: fresh }])
        records.set(fresh.objectID, fresh)
      }
      const params = randomParams(random)
      const answer = engine.search(CAR_INDEX, { ...params, page: 0 })
      const { matched, facets } = expected([...records.values()], { ...params, page: 0 })
      expect(answer.nbHits).toBe(matched.length)
      expect(answer.hits.map((hit) => hit.objectID)).toEqual(
        matched.slice(0, 21).map((record) => record.objectID),
      )
      expect(answer.facets).toEqual(facets)
      const sorted = engine.search(CAR_SORT_REPLICAS.price_asc.index, { ...params, page: 0 })
      expect(sorted.hits.map((hit) => hit.objectID)).toEqual(
        expected([...records.values()], { ...params, page: 0 }, 'asc(price)')
          .matched.slice(0, 21)
          .map((record) => record.objectID),
      )
    }
  })

  it('finds a record by a new word right after an update and no longer by the old one', () => {
    const engine = carEngine(RECORDS.slice(0, 50))
    const [first] = RECORDS
    engine.batch(CAR_INDEX, [
      { action: 'partialUpdateObject', body: { objectID: first?.objectID, name: 'Zephyrwagon' } },
    ])
    expect(engine.search(CAR_INDEX, { query: 'zephyrwag' }).hits.map((hit) => hit.objectID)).toEqual([
      first?.objectID,
    ])
    engine.batch(CAR_INDEX, [
      { action: 'partialUpdateObject', body: { objectID: first?.objectID, name: 'Plain' } },
    ])
    expect(engine.search(CAR_INDEX, { query: 'zephyrwag' }).nbHits).toBe(0)
  })
})

describe('SearchEngine answers', () => {
  const engine = carEngine()

  it('tolerates one typo from 4 letters and two from 8, none below 4', () => {
    const make = (query: string) => engine.search(CAR_INDEX, { query, hitsPerPage: 1 }).nbHits
    expect(make('toyta')).toBeGreaterThan(0)
    expect(make('mitsubihsi')).toBeGreaterThan(0)
    expect(make('mxtsxbixhi')).toBe(0)
    expect(make('kai')).toBe(0)
  })

  it('returns facets_stats for numeric facets over the matching records', () => {
    const answer = engine.search(CAR_INDEX, { facets: ['price', 'make'], filters: 'make:Toyota' })
    const prices = RECORDS.filter((record) => record.make === 'Toyota').map(
      (record) => record.price as number,
    )
    expect(answer.facets_stats?.price).toEqual({
      min: Math.min(...prices),
      max: Math.max(...prices),
      avg: prices.reduce((a, b) => a + b, 0) / prices.length,
      sum: prices.reduce((a, b) => a + b, 0),
    })
    expect(answer.facets_stats?.make).toBeUndefined()
  })

  it('cuts facet values at maxValuesPerFacet, most frequent first', () => {
    const answer = engine.search(CAR_INDEX, { facets: ['make_model'], maxValuesPerFacet: 3 })
    const counts = Object.values(answer.facets?.make_model ?? {})
    expect(counts).toHaveLength(3)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it('retrieves the asked attributes and highlights the matched part of words', () => {
    const answer = engine.search(CAR_INDEX, {
      query: 'toyo',
      attributesToRetrieve: ['name', 'price'],
      attributesToHighlight: ['make'],
      hitsPerPage: 1,
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    })
    const [hit] = answer.hits
    expect(Object.keys(hit ?? {}).sort()).toEqual(['_highlightResult', 'name', 'objectID', 'price'])
    expect(hit?._highlightResult).toEqual({
      make: {
        value: '__ais-highlight__Toyo__/ais-highlight__ta',
        matchLevel: 'full',
        matchedWords: ['toyo'],
        fullyHighlighted: false,
      },
    })
  })

  it('searches facet values of a searchable() facet only', () => {
    const answer = engine.searchForFacetValues(CAR_INDEX, 'make', {
      facetQuery: 'ma',
      filters: 'car_type:used',
    })
    expect(answer.facetHits.map((hit) => hit.value)).toContain('Mazda')
    const mazda = answer.facetHits.find((hit) => hit.value === 'Mazda')
    expect(mazda?.count).toBe(RECORDS.filter((r) => r.make === 'Mazda' && r.car_type === 'used').length)
    expect(mazda?.highlighted).toBe('<em>Ma</em>zda')
    expect(() => engine.searchForFacetValues(CAR_INDEX, 'car_type', { facetQuery: 'u' })).toThrow(
      SearchParameterError,
    )
  })

  it('refuses unknown indices and malformed parameters', () => {
    expect(() => engine.search('nope', {})).toThrow(SearchNotFoundError)
    expect(() => engine.search(CAR_INDEX, { hitsPerPage: -1 })).toThrow(SearchParameterError)
    expect(() => engine.search(CAR_INDEX, { filters: 'make:(' })).toThrow(SearchParameterError)
  })

  it('reads the URL-encoded params string older clients send', () => {
    const answer = engine.search(CAR_INDEX, {
      params: 'query=&hitsPerPage=2&facetFilters=%5B%5B%22make%3AKia%22%5D%5D&page=1',
    })
    expect(answer.hitsPerPage).toBe(2)
    expect(answer.page).toBe(1)
    expect(answer.nbHits).toBe(RECORDS.filter((record) => record.make === 'Kia').length)
  })

  it('refuses writes to a replica', () => {
    expect(() => engine.batch(CAR_SORT_REPLICAS.km_asc.index, [{ action: 'clear' }])).toThrow(/replica/)
  })

  it('parses facet attribute modifiers', () => {
    expect(parseFacetAttributes(['searchable(make)', 'filterOnly(site)', 'year'])).toEqual([
      { attribute: 'make', searchable: true, filterOnly: false },
      { attribute: 'site', searchable: false, filterOnly: true },
      { attribute: 'year', searchable: false, filterOnly: false },
    ])
  })
})

describe('bitset-backed facets and ranking at scale', () => {
  let engine: SearchEngine
  const records = syntheticRecords(20000, 3) as unknown as IndexRecord[]
  beforeAll(() => {
    engine = carEngine(records)
  })
  it('ranks thousands of text matches as a brute force does, on the first and a later page', {
    timeout: 60_000,
  }, () => {
    // Thousands of matches across several relevance scores (a 2-letter prefix matches makes, models
    // and bodies at different attributes): the histogram-and-walk path, pages crossing score buckets.
    for (const params of [{ query: 'co' }, { query: 'co', filters: 'simple_body:SUV' }, { query: 'su' }]) {
      const { matched } = expected(records, params)
      expect(matched.length, params.query).toBeGreaterThan(512)
      for (const page of [0, 9, 30, 46]) {
        const answer = engine.search(CAR_INDEX, { ...params, page })
        const context = `${JSON.stringify(params)} page ${page}`
        expect(answer.nbHits, context).toBe(matched.length)
        expect(
          answer.hits.map((hit) => hit.objectID),
          context,
        ).toEqual(matched.slice(page * 21, page * 21 + 21).map((record) => record.objectID))
      }
    }
  })
  it('counts exactly whichever counting strategy a facet takes', () => {
    const all = engine.search(CAR_INDEX, { facets: ['make', 'price'], maxValuesPerFacet: 1000 })
    const sum = (facet: Record<string, number> = {}) => Object.values(facet).reduce((a, b) => a + b, 0)
    expect(sum(all.facets?.make)).toBe(20000)
    const narrow = engine.search(CAR_INDEX, {
      facets: ['make', 'price'],
      maxValuesPerFacet: 1000,
      filters: 'year:2015',
    })
    expect(sum(narrow.facets?.make)).toBe(narrow.nbHits)
    expect(sum(narrow.facets?.price)).toBe(narrow.nbHits)
  })
})
