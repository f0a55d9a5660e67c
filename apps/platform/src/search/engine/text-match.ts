// A query's words against the text index: the records holding every word (Algolia's default, no
// optional words) and a relevance score per record — total typos, then the best attribute, then how
// many words matched exactly rather than as a prefix; lower is better. Cached per store version,
// because InstantSearch sends the same text with every disjunctive-facet request.
import { andInto, type Bitset, createBitset, hasBit, setBit } from './bitset.js'
import { allowedTypos } from './edit-distance.js'
import type { QueryWord, TypoRules } from './highlight.js'
import type { RecordStore } from './record-store.js'
import { tokenise } from './text-normalisation.js'

export interface TextMatch {
  words: QueryWord[]
  /** null when the query has no words: every record matches. */
  matches: Bitset | null
  /** Relevance per slot (lower first); meaningful only for slots in `matches`. */
  score: Uint16Array | null
}

export function queryWords(query: string): QueryWord[] {
  const originals = query.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const normalised = tokenise(query)
  return normalised.map((word, index) => ({
    original: originals[index] ?? word,
    normalised: word,
    prefix: index === normalised.length - 1,
  }))
}

const cache = new WeakMap<RecordStore, Map<string, TextMatch>>()
// Per-word best matches are only needed while a query is scored: reuse the buffers, one per word
// position, instead of allocating capacity-sized arrays for every query (garbage is latency).
const wordBuffers: Uint16Array[] = []
function wordBuffer(index: number, capacity: number): Uint16Array {
  let buffer = wordBuffers[index]
  if (!buffer || buffer.length < capacity) {
    buffer = new Uint16Array(capacity)
    wordBuffers[index] = buffer
  }
  return buffer
}
const nibble = (value: number) => Math.min(15, value)
const CACHE_SIZE = 8

export function matchText(store: RecordStore, query: string, rules: TypoRules): TextMatch {
  const words = queryWords(query)
  if (words.length === 0) return { words, matches: null, score: null }
  const key = `${store.version}\u0000${JSON.stringify(rules)}\u0000${words.map((word) => word.normalised).join(' ')}`
  let entries = cache.get(store)
  if (!entries) {
    entries = new Map()
    cache.set(store, entries)
  }
  const cached = entries.get(key)
  if (cached) return { ...cached, words }

  let matches: Bitset | null = null
  const perWord: { bits: Bitset; detail: Uint16Array }[] = []
  for (const word of words) {
    const typos = allowedTypos(word.normalised, rules.minWordSizefor1Typo, rules.minWordSizefor2Typos)
    const bits = createBitset(store.words)
    // typos (0–2) × 512 + attribute rank × 2 + prefix: the word's best match in each record.
    const detail = wordBuffer(perWord.length, store.capacity)
    for (const match of store.text.match(
      word.normalised,
      word.prefix,
      typos,
      rules.allowTyposOnNumericTokens,
    )) {
      const entry = store.text.terms.get(match.term)
      if (!entry) continue
      const base = match.typos * 512 + (match.prefix ? 1 : 0)
      const { slots, ranks } = entry.postings
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i] as number
        const value = base + (ranks[i] as number) * 2
        if (!hasBit(bits, slot)) {
          setBit(bits, slot)
          detail[slot] = value
        } else if (value < (detail[slot] as number)) detail[slot] = value
      }
    }
    perWord.push({ bits, detail })
    matches = matches ? andInto(matches, bits) : bits.slice()
  }
  const found = matches ?? createBitset(store.words)
  // typos, best attribute rank and prefix count, 4 bits each, in that order of importance.
  const score = new Uint16Array(store.capacity)
  for (let word = 0; word < found.length; word++) {
    let bits = found[word] as number
    while (bits !== 0) {
      const low = bits & -bits
      const slot = (word << 5) + 31 - Math.clz32(low)
      bits ^= low
      let typos = 0
      let bestRank = 255
      let prefixes = 0
      for (const { detail } of perWord) {
        const value = detail[slot] as number
        typos += value >>> 9
        bestRank = Math.min(bestRank, (value >>> 1) & 255)
        prefixes += value & 1
      }
      score[slot] = (nibble(typos) << 8) | (nibble(bestRank) << 4) | nibble(prefixes)
    }
  }
  const result: TextMatch = { words, matches: found, score }
  if (entries.size >= CACHE_SIZE) entries.delete(entries.keys().next().value as string)
  entries.set(key, result)
  return result
}
