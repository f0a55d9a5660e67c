// A deliberately naive search over plain records — no bitsets, no indexes, no caches — that the
// tests hold the engine (and the endpoint through the official clients) against.
import { allowedTypos, boundedEditDistance } from './edit-distance.js'
import type { FilterNode } from './filter-ast.js'
import type { SearchableAttribute, SortCriterion } from './index-settings.js'
import type { IndexRecord } from './record-store.js'
import { valueAt } from './text-index.js'
import { hasDigit, tokenise } from './text-normalisation.js'

const values = (value: unknown): unknown[] => (Array.isArray(value) ? value.flatMap(values) : [value])

export function referenceFilter(record: IndexRecord, node: FilterNode): boolean {
  switch (node.kind) {
    case 'and':
      return node.children.every((child) => referenceFilter(record, child))
    case 'or':
      return node.children.some((child) => referenceFilter(record, child))
    case 'not':
      return !referenceFilter(record, node.child)
    case 'facet':
      return values(valueAt(record, node.attribute)).some(
        (value) =>
          value !== null && value !== undefined && String(value).toLowerCase() === node.value.toLowerCase(),
      )
    case 'range': {
      const value = record[node.attribute]
      return typeof value === 'number' && value >= node.lower && value <= node.upper
    }
    case 'numeric': {
      const value = record[node.attribute]
      const has = typeof value === 'number'
      switch (node.operator) {
        case '<':
          return has && value < node.value
        case '<=':
          return has && value <= node.value
        case '>':
          return has && value > node.value
        case '>=':
          return has && value >= node.value
        case '=':
          return has && value === node.value
        case '!=':
          return !(has && value === node.value)
      }
    }
  }
}

interface WordMatch {
  typos: number
  prefix: boolean
}

function wordMatch(word: string, isLast: boolean, token: string, typosOnDigits: boolean): WordMatch | null {
  if (token === word) return { typos: 0, prefix: false }
  if (isLast && token.startsWith(word)) return { typos: 0, prefix: true }
  const allowed = allowedTypos(word)
  if (allowed === 0 || (!typosOnDigits && (hasDigit(word) || hasDigit(token)))) return null
  let best: WordMatch | null = null
  const whole = boundedEditDistance(word, token, allowed)
  if (whole <= allowed) best = { typos: whole, prefix: false }
  if (isLast && token.length > word.length) {
    const start = boundedEditDistance(word, token.slice(0, word.length), allowed)
    if (start <= allowed && (!best || start < best.typos)) best = { typos: start, prefix: true }
  }
  return best
}

/** The relevance score the engine documents (lower first), or null when a word is missing. */
export function referenceTextScore(
  record: IndexRecord,
  query: string,
  searchable: readonly SearchableAttribute[],
  typosOnDigits: boolean,
): number | null {
  const words = tokenise(query)
  if (words.length === 0) return 0
  let typos = 0
  let bestRank = 255
  let prefixes = 0
  for (const [index, word] of words.entries()) {
    let best: number | null = null
    for (const { attribute, rank } of searchable) {
      for (const value of values(valueAt(record, attribute))) {
        if (value === null || value === undefined || typeof value === 'object') continue
        for (const token of tokenise(String(value))) {
          const match = wordMatch(word, index === words.length - 1, token, typosOnDigits)
          if (!match) continue
          const encoded = match.typos * 512 + rank * 2 + (match.prefix ? 1 : 0)
          if (best === null || encoded < best) best = encoded
        }
      }
    }
    if (best === null) return null
    typos += best >>> 9
    bestRank = Math.min(bestRank, (best >>> 1) & 255)
    prefixes += best & 1
  }
  return typos * 65536 + bestRank * 256 + prefixes
}

export function referenceCompare(criteria: readonly SortCriterion[]) {
  return (a: IndexRecord, b: IndexRecord): number => {
    for (const { attribute, direction } of criteria) {
      const left = a[attribute]
      const right = b[attribute]
      const leftMissing = typeof left !== 'number'
      const rightMissing = typeof right !== 'number'
      if (leftMissing || rightMissing) {
        if (leftMissing !== rightMissing) return leftMissing ? 1 : -1
        continue
      }
      if (left !== right) return direction === 'asc' ? left - right : right - left
    }
    return a.objectID < b.objectID ? -1 : a.objectID > b.objectID ? 1 : 0
  }
}

export function referenceFacetCounts(
  records: readonly IndexRecord[],
  attribute: string,
): Map<string, number> {
  const counts = new Map<string, number>()
  for (const record of records) {
    const seen = new Set(
      values(valueAt(record, attribute))
        .filter((value) => value !== null && value !== undefined)
        .map(String),
    )
    for (const value of seen) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return counts
}
