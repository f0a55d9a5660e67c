// The keys of the embedded search, as Algolia has them: an admin key (writes, settings; stays on the
// server) and a search-only key, from which a site's public key is derived as a secured API key
// carrying that site's filter. Algolia's format, so the same public key scheme works on Algolia:
// base64( hex HMAC-SHA256(parentKey, queryParams) + queryParams ).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export interface SearchKeys {
  appId: string
  adminKey: string
  searchKey: string
}

export type KeyAccess =
  | { kind: 'admin' }
  | { kind: 'search'; filters: string | null; restrictIndices: string[] | null; validUntil: number | null }

export function searchKeysFromEnv(env: Record<string, string | undefined>): SearchKeys {
  return {
    appId: env.SEARCH_APP_ID ?? 'FORECOURT',
    // A random admin key per start unless one is configured: it never needs to leave the process.
    adminKey: env.SEARCH_ADMIN_KEY ?? randomBytes(16).toString('hex'),
    searchKey: env.SEARCH_API_KEY ?? 'forecourt-search-only-demo-key',
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
    return { kind: 'search', filters: null, restrictIndices: null, validUntil: null }
  }
  let decoded: string
  try {
    decoded = Buffer.from(presented, 'base64').toString()
  } catch {
    return null
  }
  const hmac = decoded.slice(0, 64)
  const queryParams = decoded.slice(64)
  const expected = createHmac('sha256', keys.searchKey).update(queryParams).digest('hex')
  if (!/^[0-9a-f]{64}$/.test(hmac) || !sameText(hmac, expected)) return null
  const params = new URLSearchParams(queryParams)
  const validUntil = params.has('validUntil') ? Number(params.get('validUntil')) : null
  if (validUntil !== null && validUntil * 1000 < now) return null
  const indices = params.get('restrictIndices')
  return {
    kind: 'search',
    filters: params.get('filters'),
    restrictIndices: indices ? indices.split(',').map((name) => name.trim()) : null,
    validUntil,
  }
}
