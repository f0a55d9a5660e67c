// A filter tree to the set of records it selects, straight from the columns' bitsets and sorted
// numeric columns. Every node returns a fresh bitset, so callers may combine them in place.
import { andInto, andNotInto, type Bitset, createBitset, orInto } from './bitset.js'
import type { FilterNode } from './filter-ast.js'
import type { RecordStore } from './record-store.js'

// InstantSearch sends the same numeric range and refinements in every request of one search (the
// main query and one per disjunctive facet): the sets of leaves and ORs are kept for the store's
// current version and handed out as copies, since callers combine results in place.
const cache = new WeakMap<RecordStore, { version: number; sets: Map<string, Bitset> }>()
const CACHE_LIMIT = 64

export function evaluateFilter(store: RecordStore, node: FilterNode): Bitset {
  if (node.kind === 'and' || node.kind === 'not') return evaluateNode(store, node)
  let entry = cache.get(store)
  if (!entry || entry.version !== store.version) {
    entry = { version: store.version, sets: new Map() }
    cache.set(store, entry)
  }
  const key = JSON.stringify(node)
  let set = entry.sets.get(key)
  if (!set) {
    set = evaluateNode(store, node)
    if (entry.sets.size >= CACHE_LIMIT) entry.sets.delete(entry.sets.keys().next().value as string)
    entry.sets.set(key, set)
  }
  return set.slice()
}

function evaluateNode(store: RecordStore, node: FilterNode): Bitset {
  switch (node.kind) {
    case 'and': {
      const [first, ...rest] = node.children
      const result = first ? evaluateFilter(store, first) : store.alive.slice()
      for (const child of rest) andInto(result, evaluateFilter(store, child))
      return result
    }
    case 'or': {
      const result = createBitset(store.words)
      for (const child of node.children) orInto(result, evaluateFilter(store, child))
      return result
    }
    case 'not':
      return andNotInto(store.alive.slice(), evaluateFilter(store, node.child))
    case 'facet': {
      const result = createBitset(store.words)
      const column = store.facets.get(node.attribute)
      if (column) {
        for (const id of column.idsMatching(node.value)) column.postings[id]?.orInto(result)
        return result
      }
      // attr:value on a numeric attribute that is not a facet still compares numbers.
      const number = Number(node.value)
      if (node.value.trim() !== '' && Number.isFinite(number)) {
        store.numerics.get(node.attribute)?.rangeInto(result, number, true, number, true)
      }
      return result
    }
    case 'range': {
      const result = createBitset(store.words)
      store.numerics.get(node.attribute)?.rangeInto(result, node.lower, true, node.upper, true)
      return result
    }
    case 'numeric': {
      const result = createBitset(store.words)
      const column = store.numerics.get(node.attribute)
      const { value } = node
      const infinity = Number.POSITIVE_INFINITY
      switch (node.operator) {
        case '<':
          column?.rangeInto(result, -infinity, true, value, false)
          return result
        case '<=':
          column?.rangeInto(result, -infinity, true, value, true)
          return result
        case '>':
          column?.rangeInto(result, value, false, infinity, true)
          return result
        case '>=':
          column?.rangeInto(result, value, true, infinity, true)
          return result
        case '=':
          column?.rangeInto(result, value, true, value, true)
          return result
        case '!=':
          column?.rangeInto(result, value, true, value, true)
          return andNotInto(store.alive.slice(), result)
      }
    }
  }
}
