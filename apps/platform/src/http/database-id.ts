import { z } from 'zod'
import { MAX_DB_INTEGER } from '../db/integer-bounds.js'

/**
 * A row id in a request: a positive whole number a PostgreSQL `integer` can hold. Anything else is a
 * 400 naming the field — an id past 2^31−1 must not reach the database and come back as a 500.
 * `fromText` reads query strings ('42'); JSON bodies must send a number.
 */
export function databaseId(name: string, { fromText = false } = {}) {
  const message = `${name} must be an id`
  const number = fromText ? z.coerce.number({ error: message }) : z.number({ error: message })
  return number.int(message).positive(message).max(MAX_DB_INTEGER, message)
}
