// The inverted index: normalised token → the slots holding it and, per slot, the best (lowest)
// searchable-attribute rank it appears in. A sorted term list serves prefixes; typo candidates are
// found by comparing against terms of a similar length, a small set for vehicle vocabulary.
import { boundedEditDistance } from './edit-distance.js'
import type { SearchableAttribute } from './index-settings.js'
import { hasDigit, tokenise } from './text-normalisation.js'
import { ValuePostings } from './value-postings.js'

export interface TermPostings {
  /** Slots holding the term, with the attribute rank of each in `postings.ranks`. */
  postings: ValuePostings
}

export interface TermMatch {
  term: string
  typos: number
  /** Matched as the prefix of a longer term (only the last query word may). */
  prefix: boolean
}

export class TextIndex {
  readonly terms = new Map<string, TermPostings>()
  private sortedTerms: string[] = []
  /** Terms added since the sorted list was last brought up to date (a bulk load adds thousands). */
  private pendingTerms: string[] = []
  // Typo candidates by length, words apart from tokens with digits (stock numbers, years): those
  // are numerous and, with allowTyposOnNumericTokens off, never candidates, so never scanned.
  private readonly wordsByLength = new Map<number, string[]>()
  private readonly numericByLength = new Map<number, string[]>()

  constructor(private words: number) {}

  resize(words: number): void {
    this.words = words
    for (const { postings } of this.terms.values()) postings.resize(words)
  }

  add(slot: number, record: Readonly<Record<string, unknown>>, searchable: readonly SearchableAttribute[]) {
    for (const [term, rank] of tokensOf(record, searchable)) {
      let entry = this.terms.get(term)
      if (!entry) {
        entry = { postings: new ValuePostings() }
        this.terms.set(term, entry)
        this.pendingTerms.push(term)
        const byLength = hasDigit(term) ? this.numericByLength : this.wordsByLength
        const sameLength = byLength.get(term.length) ?? []
        sameLength.push(term)
        byLength.set(term.length, sameLength)
      }
      entry.postings.add(slot, this.words, rank)
    }
  }

  remove(
    slot: number,
    record: Readonly<Record<string, unknown>>,
    searchable: readonly SearchableAttribute[],
  ) {
    for (const [term] of tokensOf(record, searchable)) {
      const entry = this.terms.get(term)
      if (!entry) continue
      entry.postings.remove(slot)
    }
  }

  /**
   * Terms a query word matches: itself, longer terms it starts (last word only, as Algolia's
   * prefixLast), and terms within the allowed typos — for a prefix, typos against a term's start.
   */
  match(word: string, asPrefix: boolean, typos: number, typosOnDigits: boolean): TermMatch[] {
    const found = new Map<string, TermMatch>()
    const keep = (match: TermMatch) => {
      const known = found.get(match.term)
      if (!known || match.typos < known.typos || (match.typos === known.typos && !match.prefix)) {
        found.set(match.term, match)
      }
    }
    if (this.terms.has(word)) keep({ term: word, typos: 0, prefix: false })
    if (asPrefix) {
      this.sortPendingTerms()
      for (let at = stringInsertionPoint(this.sortedTerms, word); at < this.sortedTerms.length; at++) {
        const term = this.sortedTerms[at] as string
        if (!term.startsWith(word)) break
        if (term !== word) keep({ term, typos: 0, prefix: true })
      }
    }
    if (typos > 0 && (typosOnDigits || !hasDigit(word))) {
      const pools = typosOnDigits ? [this.wordsByLength, this.numericByLength] : [this.wordsByLength]
      for (const pool of pools) this.collectTypos(pool, word, asPrefix, typos, keep)
    }
    return [...found.values()].filter((match) => (this.terms.get(match.term)?.postings.size ?? 0) > 0)
  }

  private collectTypos(
    pool: Map<number, string[]>,
    word: string,
    asPrefix: boolean,
    typos: number,
    keep: (match: TermMatch) => void,
  ): void {
    for (const [length, terms] of pool) {
      const near = Math.abs(length - word.length) <= typos
      if (!near && !(asPrefix && length > word.length)) continue
      for (const term of terms) {
        if (near) {
          const whole = boundedEditDistance(word, term, typos)
          if (whole > 0 && whole <= typos) keep({ term, typos: whole, prefix: false })
        }
        if (asPrefix && term.length > word.length) {
          const start = boundedEditDistance(word, term.slice(0, word.length), typos)
          if (start > 0 && start <= typos) keep({ term, typos: start, prefix: true })
        }
      }
    }
  }

  private sortPendingTerms(): void {
    if (this.pendingTerms.length === 0) return
    if (this.pendingTerms.length < 64) {
      for (const term of this.pendingTerms) {
        this.sortedTerms.splice(stringInsertionPoint(this.sortedTerms, term), 0, term)
      }
    } else {
      this.sortedTerms = [...this.sortedTerms, ...this.pendingTerms].sort()
    }
    this.pendingTerms = []
  }
}

// Attribute values repeat across records (makes, models, cities), and normalising text is the
// costliest part of indexing: remember the tokens of recent values. Bounded, so memory stays flat.
const tokenCache = new Map<string, string[]>()
const TOKEN_CACHE_LIMIT = 50_000

function cachedTokens(text: string): string[] {
  let tokens = tokenCache.get(text)
  if (!tokens) {
    if (tokenCache.size >= TOKEN_CACHE_LIMIT) tokenCache.clear()
    tokens = tokenise(text)
    tokenCache.set(text, tokens)
  }
  return tokens
}

/** Every distinct token of a record's searchable attributes with the best rank it appears at. */
export function tokensOf(
  record: Readonly<Record<string, unknown>>,
  searchable: readonly SearchableAttribute[],
): Map<string, number> {
  const tokens = new Map<string, number>()
  for (const { attribute, rank } of searchable) {
    for (const text of textValues(valueAt(record, attribute))) {
      for (const token of cachedTokens(text)) {
        const known = tokens.get(token)
        if (known === undefined || rank < known) tokens.set(token, rank)
      }
    }
  }
  return tokens
}

export function textValues(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(textValues)
  return []
}

/** An attribute of a record by Algolia's dotted path ('location.city'). */
export function valueAt(record: Readonly<Record<string, unknown>>, path: string): unknown {
  if (path in record) return record[path]
  let current: unknown = record
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current
}

function stringInsertionPoint(sorted: readonly string[], value: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((sorted[middle] as string) < value) low = middle + 1
    else high = middle
  }
  return low
}
