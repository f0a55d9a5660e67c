// How the storefront server's searches reach the platform. The search client has one host and so
// nothing to fall back on: a single connection reset (a kept-alive socket the platform closed just
// as it was reused, a busy moment) failed the whole search as "Unreachable hosts" and the shopper
// got the outage page. A search is a read, so a connection that failed before any answer is tried
// once more; a timeout or an answer of any status is final, so a platform that is really down
// still shows as down without waiting twice.
import { createHttpRequester } from '@algolia/requester-node-http'
import {
  createSiteSearchClient,
  type SiteSearchClient,
  type SiteSearchConfig,
  type SiteSearchRequester,
} from '@forecourt/search/react'

export function retryingFailedConnections(base: SiteSearchRequester): SiteSearchRequester {
  return {
    async send(request) {
      const response = await base.send(request)
      const failedToConnect = response.status === 0 && !response.isTimedOut
      return failedToConnect ? base.send(request) : response
    },
  }
}

/** The requester of every server-side search (Node's http with kept-alive sockets). */
const serverSearchRequester: SiteSearchRequester = retryingFailedConnections(createHttpRequester())

/** The search client of every search the storefront server makes, over `serverSearchRequester`. */
export function createServerSearchClient(
  search: SiteSearchConfig,
  headers?: Record<string, string>,
): SiteSearchClient {
  return createSiteSearchClient(search, { headers, requester: serverSearchRequester })
}

interface FailedAttempt {
  response?: { status?: number; content?: string; isTimedOut?: boolean }
}

/**
 * What a failed search met, for the server's log: algoliasearch's "Unreachable hosts" keeps each
 * attempt's answer (a reset, a timeout, a 502) out of its message and below the log's depth.
 */
export function describeSearchFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const attempts = (error as { stackTrace?: FailedAttempt[] }).stackTrace
  if (!Array.isArray(attempts) || attempts.length === 0) return error.stack ?? error.message
  const met = attempts.map(({ response = {} }) => {
    const content = String(response.content ?? '').slice(0, 200)
    return response.isTimedOut ? `timed out (${content})` : `${response.status}: ${content}`
  })
  return `${error.message} — ${met.join('; ')}`
}
