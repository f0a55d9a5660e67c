import { describe, expect, it } from 'vitest'
import { MAX_DB_INTEGER } from '../db/integer-bounds.js'
import { databaseId } from './database-id.js'

describe('databaseId', () => {
  it.each([
    [1, true],
    [42, true],
    [MAX_DB_INTEGER, true],
    [MAX_DB_INTEGER + 1, false],
    [0, false],
    [-1, false],
    [1.5, false],
    ['42', false],
    [Number.NaN, false],
  ])('in a JSON body, %s is accepted: %s', (value, ok) => {
    const result = databaseId('car_id').safeParse(value)
    expect(result.success).toBe(ok)
    if (!result.success) expect(result.error.issues[0]?.message).toBe('car_id must be an id')
  })

  it.each([
    ['42', 42],
    [String(MAX_DB_INTEGER), MAX_DB_INTEGER],
    [String(MAX_DB_INTEGER + 1), null],
    ['99999999999999999999', null],
    ['abc', null],
    ['0', null],
  ])('from a query string, %s reads as %s', (text, expected) => {
    const result = databaseId('car_id', { fromText: true }).safeParse(text)
    expect(result.success ? result.data : null).toBe(expected)
  })
})
