// PostgreSQL text cannot hold U+0000: a NUL that reaches a query is a 500 from the database. It is
// refused at the door instead — in the URL (path or query, raw or percent-encoded) and in JSON bodies
// (raw or as the \u0000 escape).
import type { MiddlewareHandler } from 'hono'
import { ApiError } from './api-error.js'

const ENCODED_NUL = /%00|\\u0000/i

/** Whether text (a URL or a JSON body as sent) carries a NUL character. */
export function hasNulByte(text: string): boolean {
  return text.includes('\u0000') || ENCODED_NUL.test(text)
}

export const nulByteRefusal = () => new ApiError(400, 'invalid_text', 'Text may not contain NUL characters')

/** 400 for a request whose URL carries a NUL. */
export const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  if (hasNulByte(c.req.url)) throw nulByteRefusal()
  await next()
}
