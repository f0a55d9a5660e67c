// `forecourt-serve [build/server/index.js]`: serves a template app's production build on PORT
// (HOST to bind one address), trusting the proxies TRUSTED_PROXIES or TRUSTED_PROXY_HOPS names.
// It refuses to start on a busy port rather than move to another, and on SIGTERM or SIGINT stops
// taking connections and finishes the requests it has.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { createPageCache } from './page-cache.js'
import { createStorefrontServer } from './storefront-server.js'
import { trustedProxiesFromEnv } from './trusted-proxies.js'

export interface ServeOptions {
  buildPath: string
  port: number
  host?: string | undefined
  env?: Record<string, string | undefined>
}

/**
 * The page cache of PAGE_CACHE_FRESH_MS (default 5000; 0 turns it off), PAGE_CACHE_STALE_MS (how
 * much longer a copy may be served while it is re-rendered, default 60000) and PAGE_CACHE_MB
 * (default 64). A write to a car shows on its page within the fresh time, or at the first request
 * after it.
 */
function pageCacheFromEnv(env: Record<string, string | undefined>) {
  const freshMs = Number(env.PAGE_CACHE_FRESH_MS ?? 5000)
  const staleMs = Number(env.PAGE_CACHE_STALE_MS ?? 60_000)
  const megabytes = Number(env.PAGE_CACHE_MB ?? 64)
  for (const [name, value] of [
    ['PAGE_CACHE_FRESH_MS', freshMs],
    ['PAGE_CACHE_STALE_MS', staleMs],
    ['PAGE_CACHE_MB', megabytes],
  ] as const) {
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of 0 or more`)
  }
  return freshMs > 0 && megabytes > 0
    ? createPageCache({ freshMs, staleMs, maxBytes: megabytes * 1024 * 1024 })
    : undefined
}

/**
 * APPLE_PAY_DOMAIN_ASSOCIATION_FILE: the domain association file from the Stripe dashboard (Settings,
 * Payment method domains), served at /.well-known/apple-developer-merchantid-domain-association on
 * every dealer host. Apple Pay's live mode verifies it before a dealer's domain shows the button;
 * Stripe's test mode does not need it.
 */
function wellKnownFromEnv(env: Record<string, string | undefined>): Record<string, string> {
  const file = env.APPLE_PAY_DOMAIN_ASSOCIATION_FILE
  return file ? { 'apple-developer-merchantid-domain-association': readFileSync(file, 'utf8') } : {}
}

export async function serveStorefront({ buildPath, port, host, env = process.env }: ServeOptions) {
  const build = (await import(pathToFileURL(path.resolve(buildPath)).href)) as ServerBuild
  const server = createStorefrontServer({
    build,
    clientDirectory: path.resolve(path.dirname(buildPath), '../client'),
    trust: trustedProxiesFromEnv(env),
    pageCache: pageCacheFromEnv(env),
    wellKnown: wellKnownFromEnv(env),
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const stop = () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
  console.log(`[storefront] serving ${buildPath} on http://${host ?? 'localhost'}:${port}`)
  return server
}
