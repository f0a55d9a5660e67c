// The id of the app request a platform call is made for. The storefront server takes the id a
// proxy sent (x-request-id) or makes one, answers it, and runs the request inside
// `withRequestId`; the transport sends it on every platform call, so the platform's log lines
// for that page are found by the same id as the app's.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

export const REQUEST_ID_HEADER = 'x-request-id'

const scope = new AsyncLocalStorage<string>()

/** The caller's id when it is 1–128 of [A-Za-z0-9._-] (length checked first); a fresh one otherwise. */
export function requestIdFrom(header: string | string[] | undefined | null): string {
  if (typeof header === 'string' && header.length <= 128 && /^[A-Za-z0-9._-]+$/.test(header)) return header
  return randomUUID()
}

export function withRequestId<T>(requestId: string, work: () => T): T {
  return scope.run(requestId, work)
}

/** The id of the request being served, or null outside one. */
export function currentRequestId(): string | null {
  return scope.getStore() ?? null
}
