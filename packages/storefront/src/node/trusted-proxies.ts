// Which proxies in front of the app server are trusted to say who the shopper is (issue 14 items 3
// and 11): their X-Forwarded-For names the shopper's address, their X-Forwarded-Proto and
// X-Forwarded-Host the URL the shopper asked for. Nobody else's are believed — by default, nobody's.
import type { IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'

export type TrustProxy = (address: string, hop: number) => boolean

/**
 * The trust of `TRUSTED_PROXIES` (addresses, CIDR ranges or proxy-addr's presets `loopback`,
 * `linklocal`, `uniquelocal`, comma-separated) or `TRUSTED_PROXY_HOPS` (how many proxies stand in
 * front, whatever their addresses). Neither set: no proxy is trusted.
 */
export function trustedProxiesFromEnv(env: Record<string, string | undefined>): TrustProxy {
  const list = env.TRUSTED_PROXIES?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (list?.length) return proxyAddr.compile(list)
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0)
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error('TRUSTED_PROXY_HOPS must be a whole number of proxies')
  return (_address, hop) => hop < hops
}

/** The last value of a header a proxy sets or appends to: the one the nearest proxy wrote. */
function nearestValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.at(-1) : header
  return value?.split(',').at(-1)?.trim() || undefined
}

export interface ShopperRequest {
  /** The shopper's own address: the first untrusted hop, counting from this server. */
  address: string
  /** The URL scheme the shopper used ('https' behind a TLS-terminating trusted proxy). */
  protocol: 'http:' | 'https:'
  /** The host the shopper asked for. */
  host: string
}

export function shopperRequestOf(req: IncomingMessage, trust: TrustProxy): ShopperRequest {
  const peer = req.socket.remoteAddress ?? ''
  const viaProxy = trust(peer, 0)
  const forwardedProto = viaProxy ? nearestValue(req.headers['x-forwarded-proto'])?.toLowerCase() : undefined
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted)
  return {
    address: proxyAddr(req, trust),
    protocol: forwardedProto === 'https' || (forwardedProto === undefined && encrypted) ? 'https:' : 'http:',
    host:
      (viaProxy ? nearestValue(req.headers['x-forwarded-host']) : undefined) ??
      req.headers.host ??
      'localhost',
  }
}
