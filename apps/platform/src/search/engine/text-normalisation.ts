// Query words and record text meet in one form: lower case, accents removed, split on anything that
// is not a letter or digit. Both sides use this one function, so a match never depends on spelling.

const COMBINING_MARKS = /[\u0300-\u036f]/g
const SEPARATORS = /[^\p{L}\p{N}]+/u

export function normaliseText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase()
}

export function tokenise(text: string): string[] {
  return normaliseText(text)
    .split(SEPARATORS)
    .filter((token) => token.length > 0)
}

/** Tokens with their character offsets in the original text, for highlighting. */
export function tokeniseWithOffsets(text: string): { token: string; start: number; end: number }[] {
  const tokens: { token: string; start: number; end: number }[] = []
  const pattern = /[\p{L}\p{N}]+/gu
  for (const match of text.matchAll(pattern)) {
    const start = match.index
    tokens.push({ token: normaliseText(match[0]), start, end: start + match[0].length })
  }
  return tokens
}

export const hasDigit = (token: string): boolean => /\d/.test(token)
