// Algolia's `filters` syntax: facet:value, facet:"quoted value", attr op number, attr:lo TO hi,
// _tags:value, combined with AND / OR / NOT and parentheses. The grammar is a superset of Algolia's
// (Algolia refuses some mixes such as (a AND b) OR c; we evaluate them), so any filter Algolia
// accepts means the same here.
import { and, type FilterNode, type NumericOperator, or, SearchParameterError } from './filter-ast.js'

const OPERATORS: readonly NumericOperator[] = ['<=', '>=', '!=', '<', '>', '=']

/** Bounds of one filter (issue 14 item 5): far beyond any page's, and short of a deep recursion. */
export const MAX_FILTER_LENGTH = 8192
export const MAX_FILTER_DEPTH = 32

class Cursor {
  position = 0
  depth = 0
  constructor(
    readonly text: string,
    readonly parameter: string,
  ) {}

  skipSpaces(): void {
    while (this.position < this.text.length && /\s/.test(this.text[this.position] as string)) this.position++
  }

  atEnd(): boolean {
    this.skipSpaces()
    return this.position >= this.text.length
  }

  peekKeyword(keyword: string): boolean {
    this.skipSpaces()
    const slice = this.text.slice(this.position, this.position + keyword.length)
    const after = this.text[this.position + keyword.length]
    return slice === keyword && (after === undefined || /[\s(]/.test(after))
  }

  fail(expected: string): never {
    const rest = this.text.slice(this.position, this.position + 20)
    throw new SearchParameterError(
      `${this.parameter}: Unexpected ${rest ? `token '${rest}'` : 'end of filter'}, expected ${expected} at col ${this.position + 1}`,
    )
  }

  /** A quoted string or a bare word (up to a space, a parenthesis, ':' or an operator). */
  readWord(stopAtOperators: boolean): string {
    this.skipSpaces()
    const quote = this.text[this.position]
    if (quote === '"' || quote === "'") {
      let value = ''
      this.position++
      while (this.position < this.text.length && this.text[this.position] !== quote) {
        if (this.text[this.position] === '\\' && this.position + 1 < this.text.length) this.position++
        value += this.text[this.position]
        this.position++
      }
      if (this.text[this.position] !== quote) this.fail(`closing ${quote}`)
      this.position++
      return value
    }
    const start = this.position
    while (this.position < this.text.length) {
      const char = this.text[this.position] as string
      if (/[\s()]/.test(char)) break
      if (stopAtOperators && (char === ':' || '<>=!'.includes(char))) break
      this.position++
    }
    if (this.position === start) this.fail('a word')
    return this.text.slice(start, this.position)
  }

  readNumber(): number {
    const word = this.readWord(false)
    const value = Number(word)
    if (word === '' || !Number.isFinite(value)) this.fail('a number')
    return value
  }
}

export function parseFilters(text: string, parameter = 'filters'): FilterNode | null {
  if (text.length > MAX_FILTER_LENGTH) {
    throw new SearchParameterError(`${parameter}: filters are limited to ${MAX_FILTER_LENGTH} characters`)
  }
  const cursor = new Cursor(text, parameter)
  if (cursor.atEnd()) return null
  const node = parseOr(cursor)
  if (!cursor.atEnd()) cursor.fail('end of filter')
  return node
}

function parseOr(cursor: Cursor): FilterNode {
  const children = [parseAnd(cursor)]
  while (cursor.peekKeyword('OR')) {
    cursor.position += 2
    children.push(parseAnd(cursor))
  }
  return or(children)
}

function parseAnd(cursor: Cursor): FilterNode {
  const children = [parseUnary(cursor)]
  while (cursor.peekKeyword('AND')) {
    cursor.position += 3
    children.push(parseUnary(cursor))
  }
  return and(children)
}

function parseUnary(cursor: Cursor): FilterNode {
  if (++cursor.depth > MAX_FILTER_DEPTH) {
    throw new SearchParameterError(
      `${cursor.parameter}: filters may nest parentheses and NOT at most ${MAX_FILTER_DEPTH} deep`,
    )
  }
  try {
    if (cursor.peekKeyword('NOT')) {
      cursor.position += 3
      return { kind: 'not', child: parseUnary(cursor) }
    }
    cursor.skipSpaces()
    if (cursor.text[cursor.position] === '(') {
      cursor.position++
      const inner = parseOr(cursor)
      cursor.skipSpaces()
      if (cursor.text[cursor.position] !== ')') cursor.fail("')'")
      cursor.position++
      return inner
    }
    return parsePredicate(cursor)
  } finally {
    cursor.depth--
  }
}

/** One comparison: `attr:value`, `attr:lo TO hi` or `attr op number`. */
function parsePredicate(cursor: Cursor): FilterNode {
  const attribute = cursor.readWord(true)
  cursor.skipSpaces()
  if (cursor.text[cursor.position] === ':') {
    cursor.position++
    const value = cursor.readWord(false)
    if (cursor.peekKeyword('TO')) {
      const lower = Number(value)
      if (!Number.isFinite(lower)) cursor.fail('a number before TO')
      cursor.position += 2
      return { kind: 'range', attribute, lower, upper: cursor.readNumber() }
    }
    return { kind: 'facet', attribute, value }
  }
  const operator = OPERATORS.find((candidate) => cursor.text.startsWith(candidate, cursor.position))
  if (!operator) cursor.fail("':' or a comparison")
  cursor.position += operator.length
  return { kind: 'numeric', attribute, operator, value: cursor.readNumber() }
}

/** One entry of numericFilters ('price>=1000', 'year:2015 TO 2020'). */
export function parseNumericFilter(text: string): FilterNode {
  const cursor = new Cursor(text, 'numericFilters')
  const node = parsePredicate(cursor)
  if (node.kind === 'facet') cursor.fail('a numeric comparison')
  if (!cursor.atEnd()) cursor.fail('end of filter')
  return node
}
