// The browser- and server-side search client of a site, from its public config (site.search): the
// embedded endpoint or Algolia, whichever the platform names. Search-only: writes are refused.
import { type LiteClient, liteClient } from 'algoliasearch/lite'

export interface SiteSearchConfig {
  /** Base URL of the search host, e.g. http://127.0.0.1:4000 or https://APP-dsn.algolia.net. */
  host: string
  app_id?: string | undefined
  key: string
  index?: string | undefined
}

/** What sends a search over the wire: algoliasearch's own by default (fetch or XHR, Node's http). */
export type SiteSearchRequester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>

export interface SiteSearchClientOptions {
  /** Sent with every search: a server's own credentials (never set in a browser). */
  headers?: Record<string, string> | undefined
  /** Replaces the default requester, e.g. a server's that tries a failed connection again. */
  requester?: SiteSearchRequester | undefined
}

export function createSiteSearchClient(
  config: SiteSearchConfig,
  { headers, requester }: SiteSearchClientOptions = {},
): LiteClient {
  const url = new URL(config.host)
  return liteClient(config.app_id ?? 'FORECOURT', config.key, {
    hosts: [{ url: url.host, protocol: url.protocol === 'https:' ? 'https' : 'http', accept: 'read' }],
    ...(headers ? { baseHeaders: headers } : {}),
    ...(requester ? { requester } : {}),
    // One host, no fallbacks to retry on: a busy moment must not read as an unreachable host.
    timeouts: { connect: 5000, read: 10000, write: 30000 },
  })
}

export type SiteSearchClient = LiteClient
