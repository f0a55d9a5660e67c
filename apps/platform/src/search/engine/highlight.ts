// _highlightResult for a hit: each query word found in an attribute is wrapped in the pre/post tags
// (only the matched start of a word a prefix matched), with Algolia's matchLevel and matchedWords.
import { allowedTypos, boundedEditDistance } from './edit-distance.js'
import { hasDigit, tokeniseWithOffsets } from './text-normalisation.js'

export interface QueryWord {
  /** As typed (for matchedWords). */
  original: string
  normalised: string
  prefix: boolean
}

export interface TypoRules {
  minWordSizefor1Typo: number
  minWordSizefor2Typos: number
  allowTyposOnNumericTokens: boolean
}

export interface HighlightResult {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
  fullyHighlighted?: boolean
}

export type HighlightTree = HighlightResult | HighlightTree[] | { [key: string]: HighlightTree }

/** How much of `token` a query word matches: the whole token, its first n characters, or nothing. */
export function matchLength(word: QueryWord, token: string, rules: TypoRules): number {
  if (token === word.normalised) return token.length
  if (word.prefix && token.startsWith(word.normalised)) return word.normalised.length
  const typos = allowedTypos(word.normalised, rules.minWordSizefor1Typo, rules.minWordSizefor2Typos)
  if (typos === 0 || (!rules.allowTyposOnNumericTokens && (hasDigit(word.normalised) || hasDigit(token)))) {
    return 0
  }
  if (boundedEditDistance(word.normalised, token, typos) <= typos) return token.length
  if (word.prefix && token.length > word.normalised.length) {
    const start = token.slice(0, word.normalised.length)
    if (boundedEditDistance(word.normalised, start, typos) <= typos) return word.normalised.length
  }
  return 0
}

export function highlightText(
  text: string,
  words: readonly QueryWord[],
  rules: TypoRules,
  tags: { pre: string; post: string },
): HighlightResult {
  // No words, nothing to mark: skip tokenising (every hit of an empty query comes through here).
  if (words.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] }
  const matched = new Set<number>()
  let output = ''
  let cursor = 0
  let highlightedChars = 0
  for (const { token, start, end } of tokeniseWithOffsets(text)) {
    let length = 0
    words.forEach((word, index) => {
      const found = matchLength(word, token, rules)
      if (found > 0) {
        matched.add(index)
        length = Math.max(length, found)
      }
    })
    if (length === 0) continue
    // Normalisation keeps one character per original character for the scripts we index.
    const cut = Math.min(end, start + length)
    output += `${text.slice(cursor, start)}${tags.pre}${text.slice(start, cut)}${tags.post}`
    highlightedChars += cut - start
    cursor = cut
  }
  output += text.slice(cursor)
  const matchedWords = [...matched].sort((a, b) => a - b).map((index) => words[index]?.original ?? '')
  const matchLevel = matched.size === 0 ? 'none' : matched.size === words.length ? 'full' : 'partial'
  const result: HighlightResult = { value: output, matchLevel, matchedWords }
  if (matchLevel !== 'none') {
    result.fullyHighlighted = highlightedChars >= text.replace(/[^\p{L}\p{N}]/gu, '').length
  }
  return result
}

/**
 * The highlight tree of one attribute value. `seen` carries the results of one query's page across
 * its hits: most hits repeat the same makes, models and bodies, so each text is highlighted once.
 */
export function highlightValue(
  value: unknown,
  words: readonly QueryWord[],
  rules: TypoRules,
  tags: { pre: string; post: string },
  seen: Map<string, HighlightResult> = new Map(),
): HighlightTree | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    const text = String(value)
    let result = seen.get(text)
    if (!result) {
      result = highlightText(text, words, rules, tags)
      seen.set(text, result)
    }
    return result
  }
  if (Array.isArray(value)) {
    return value.map((item) => highlightValue(item, words, rules, tags, seen) ?? emptyResult(''))
  }
  if (value && typeof value === 'object') {
    const tree: Record<string, HighlightTree> = {}
    for (const [key, item] of Object.entries(value)) {
      const highlighted = highlightValue(item, words, rules, tags, seen)
      if (highlighted) tree[key] = highlighted
    }
    return tree
  }
  return undefined
}

const emptyResult = (value: string): HighlightResult => ({ value, matchLevel: 'none', matchedWords: [] })
