import { isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import proxyAddr from 'proxy-addr'
import { hasServiceCredential } from './service-credential.js'

/** Set by the apps' servers to the shopper they serve (storefront's tenant/shopper-address.ts). */
export const SHOPPER_ADDRESS_HEADER = 'x-forecourt-shopper-address'

/** Whether the `hop`-th address from this server (0: the socket's peer) is a proxy we trust. */
export type TrustProxy = (address: string, hop: number) => boolean

export const TRUST_NO_PROXY: TrustProxy = () => false

/**
 * PLATFORM_TRUSTED_PROXIES (addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal`,
 * comma-separated) or PLATFORM_TRUSTED_PROXY_HOPS (how many proxies stand in front, whatever their
 * addresses; PLATFORM_TRUST_FORWARDED_FOR=1, the older switch, is one). Unset: none.
 */
export function trustedProxiesFromEnv(env: Record<string, string | undefined>): TrustProxy {
  const list = env.PLATFORM_TRUSTED_PROXIES?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (list?.length) return proxyAddr.compile(list)
  const hops = Number(env.PLATFORM_TRUSTED_PROXY_HOPS ?? (env.PLATFORM_TRUST_FORWARDED_FOR === '1' ? 1 : 0))
  if (!Number.isInteger(hops) || hops < 0) {
    throw new Error('PLATFORM_TRUSTED_PROXY_HOPS must be a whole number of proxies')
  }
  return (_address, hop) => hop < hops
}

export interface CallerTrust {
  serviceToken: string
  trust: TrustProxy
}

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket behind it.
    return 'local'
  }
}

/**
 * Who is calling, for rate limits. The apps' servers vouch for their shopper with the service
 * credential; anyone else is the first address, walking X-Forwarded-For from the right (the hop
 * nearest this server), that is not a trusted proxy — never the leftmost entry, which the client
 * writes itself.
 */
export function clientAddress(c: Context, { serviceToken, trust }: CallerTrust): string {
  if (hasServiceCredential(c, serviceToken)) {
    const shopper = c.req.header(SHOPPER_ADDRESS_HEADER)?.trim()
    if (shopper && isIP(shopper)) return shopper
  }
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const chain = [peerAddress(c), ...forwarded.reverse()]
  for (let hop = 0; hop < chain.length; hop++) {
    const address = chain[hop] as string
    const last = hop === chain.length - 1
    // An entry that is not an address cannot be a caller: the proxy that wrote it answers for it.
    if (hop > 0 && !isIP(address)) return chain[hop - 1] as string
    if (last || !trust(address, hop)) return address
  }
  return chain[0] as string
}
