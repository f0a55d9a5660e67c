// The keys of the embedded search, as Algolia has them: an admin key (writes, settings; stays on the
// server) and a search-only key, from which a site's public key is derived as a secured API key
// carrying that site's filter. Algolia's format, so the same public key scheme works on Algolia:
// base64( hex HMAC-SHA256(parentKey, queryParams) + queryParams ).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FilterNode } from '../engine/filter-ast.js'
import { parseFilters } from '../engine/filter-parser.js'

export interface SearchKeys {
  appId: string
  adminKey: string
  searchKey: string
}

export type KeyAccess =
  | { kind: 'admin' }
  | {
      kind: 'search'
      /** The key's own filter, parsed: every read made with the key is ANDed with it as a tree. */
      filter: FilterNode | null
      /** Index names or `prefix*` / `*suffix` patterns the key may read; null: any index. */
      restrictIndices: string[] | null
      /** Unix seconds after which the key is refused; null: no expiry. */
      validUntil: number | null
    }

/** The demo's parent of every site key: anyone can mint site keys from it, so never in production. */
export const DEMO_SEARCH_KEY = 'forecourt-search-only-demo-key'

export function searchKeysFromEnv(env: Record<string, string | undefined>): SearchKeys {
  const searchKey = env.SEARCH_API_KEY
  if (
    env.NODE_ENV === 'production' &&
    (!searchKey || searchKey === DEMO_SEARCH_KEY || searchKey.length < 32)
  ) {
    throw new Error('SEARCH_API_KEY must be set to 32 or more random characters in production')
  }
  return {
    appId: env.SEARCH_APP_ID ?? 'FORECOURT',
    // A random admin key per start unless one is configured: it never needs to leave the process.
    adminKey: env.SEARCH_ADMIN_KEY ?? randomBytes(16).toString('hex'),
    searchKey: searchKey || DEMO_SEARCH_KEY,
  }
}

export function securedSearchKey(parentKey: string, restrictions: Record<string, string>): string {
  const queryParams = new URLSearchParams(restrictions).toString()
  const hmac = createHmac('sha256', parentKey).update(queryParams).digest('hex')
  return Buffer.from(`${hmac}${queryParams}`).toString('base64')
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** What a presented key may do, or null when it is not a key of ours. */
export function accessOf(keys: SearchKeys, presented: string, now = Date.now()): KeyAccess | null {
  if (sameText(presented, keys.adminKey)) return { kind: 'admin' }
  if (sameText(presented, keys.searchKey)) {
    return { kind: 'search', filter: null, restrictIndices: null, validUntil: null }
  }
  // A secured key is a few hundred characters; anything far longer is not one of ours.
  if (presented.length > MAX_KEY_LENGTH) return null
  const decoded = Buffer.from(presented, 'base64').toString()
  const hmac = decoded.slice(0, 64)
  const queryParams = decoded.slice(64)
  const expected = createHmac('sha256', keys.searchKey).update(queryParams).digest('hex')
  if (!/^[0-9a-f]{64}$/.test(hmac) || !sameText(hmac, expected)) return null
  return restrictionsOf(new URLSearchParams(queryParams), now)
}

const MAX_KEY_LENGTH = 4096

/**
 * What a genuine secured key allows. A restriction the endpoint cannot read (an expiry that is not
 * a number, a filter that does not parse) refuses the key: read loosely, it would allow more.
 */
function restrictionsOf(params: URLSearchParams, now: number): KeyAccess | null {
  let validUntil: number | null = null
  if (params.has('validUntil')) {
    validUntil = Number(params.get('validUntil'))
    if (!Number.isFinite(validUntil) || validUntil * 1000 <= now) return null
  }
  let filter: FilterNode | null = null
  const filters = params.get('filters')
  if (filters !== null) {
    try {
      filter = parseFilters(filters)
    } catch {
      return null
    }
  }
  const indices = params.get('restrictIndices')
  const restrictIndices = indices === null ? null : indices.split(',').map((name) => name.trim())
  return { kind: 'search', filter, restrictIndices, validUntil }
}

/** Algolia's restrictIndices: exact names, or a leading or trailing `*` wildcard. */
export function indexAllowed(patterns: readonly string[] | null, indexName: string): boolean {
  if (patterns === null) return true
  return patterns.some((pattern) => {
    if (pattern === '*') return true
    if (pattern.endsWith('*')) return indexName.startsWith(pattern.slice(0, -1))
    if (pattern.startsWith('*')) return indexName.endsWith(pattern.slice(1))
    return pattern === indexName
  })
}
