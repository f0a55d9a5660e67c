// The id that ties a request's log lines together, from the app that called (x-request-id) or
// made here. The length is checked before the pattern, so a megabyte header costs no regex work.

export const REQUEST_ID_HEADER = 'x-request-id'

const MAX_LENGTH = 128
const PATTERN = /^[A-Za-z0-9._-]+$/

/** The caller's id when it is 1–128 of [A-Za-z0-9._-]; a fresh one otherwise. */
export function requestIdFrom(header: string | undefined | null): string {
  if (header && header.length <= MAX_LENGTH && PATTERN.test(header)) return header
  return crypto.randomUUID()
}
