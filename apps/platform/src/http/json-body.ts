import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError } from './api-error.js'
import { hasNulByte, nulByteRefusal } from './nul-bytes.js'
import { parseInput } from './parse-input.js'

/**
 * The request's JSON body, parsed by `schema`; malformed JSON is a 400 `invalid_json`, a body
 * that does not fit is a 400 naming each bad field. Bodies are read as text, so a client that
 * sends JSON as text/plain (as Algolia's does) is read the same.
 */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const text = await c.req.text()
  if (hasNulByte(text)) throw nulByteRefusal()
  let body: unknown
  try {
    body = text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON')
  }
  return parseInput(schema, body)
}
