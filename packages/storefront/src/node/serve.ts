// `forecourt-serve [build/server/index.js]`: serves a template app's production build on PORT
// (HOST to bind one address), trusting the proxies TRUSTED_PROXIES or TRUSTED_PROXY_HOPS names.
// It refuses to start on a busy port rather than move to another, and on SIGTERM or SIGINT stops
// taking connections and finishes the requests it has.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { createStorefrontServer } from './storefront-server.js'
import { trustedProxiesFromEnv } from './trusted-proxies.js'

export interface ServeOptions {
  buildPath: string
  port: number
  host?: string | undefined
  env?: Record<string, string | undefined>
}

export async function serveStorefront({ buildPath, port, host, env = process.env }: ServeOptions) {
  const build = (await import(pathToFileURL(path.resolve(buildPath)).href)) as ServerBuild
  const server = createStorefrontServer({
    build,
    clientDirectory: path.resolve(path.dirname(buildPath), '../client'),
    trust: trustedProxiesFromEnv(env),
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
