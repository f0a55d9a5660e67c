// The request's resolved site, put in React Router's context by the storefront middleware so every
// loader reads it without resolving it again.
import type { SiteConfig } from '@forecourt/domain'
import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { type PlatformClient, PlatformUnavailableError } from '../platform/platform-client.server.js'
import { createSiteCache } from './site-cache.server.js'
import { isBareHost, requestHost } from './site-host.js'
import type { StorefrontConfig } from './storefront-config.server.js'

export interface StorefrontContext {
  site: SiteConfig
  platform: PlatformClient
  /** Where /images/* is fetched from. */
  imageOrigin: string
}

export const storefrontContext = createContext<StorefrontContext>()

/** Error data thrown as a response; the root ErrorBoundary renders a page for each kind. */
export type StorefrontErrorData =
  | { kind: 'site_not_found'; host: string }
  | { kind: 'platform_unavailable' }
  | { kind: 'car_not_found' }
  | { kind: 'page_not_found' }
  /** The site has no header or footer navigation (§8). */
  | { kind: 'navigation_missing' }

export function platformUnavailable(): never {
  throw data<StorefrontErrorData>({ kind: 'platform_unavailable' }, { status: 503 })
}

/** Runs `call`, turning an unreachable platform into the friendly 503 page. */
export async function fromPlatform<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof PlatformUnavailableError) {
      console.error(`[storefront] ${error.message}`)
      platformUnavailable()
    }
    throw error
  }
}

export function createSiteMiddleware(
  platform: PlatformClient,
  config: StorefrontConfig,
): MiddlewareFunction<Response> {
  const defaultSite = async () => {
    if (config.defaultSite) return platform.getSite(config.defaultSite)
    const first = (await platform.listSites()).find((site) => site.template === config.template)
    return first ? platform.getSite(first.slug) : null
  }
  // A page view brings a document, data requests and images through this middleware: the cache
  // keeps that to one platform lookup per host, shows a config change within seconds, and keeps the
  // site up while the platform is down.
  const lookup = createSiteCache((host) => (isBareHost(host) ? defaultSite() : platform.resolveSite(host)), {
    maxHosts: config.siteCacheHosts,
    freshMs: config.siteCacheMs,
  })
  return async ({ request, context }) => {
    const host = requestHost(request)
    const site = await fromPlatform(() => lookup(host))
    // A site belongs to one template family; another family's app does not serve it.
    if (!site || site.template !== config.template) {
      throw data<StorefrontErrorData>({ kind: 'site_not_found', host }, { status: 404 })
    }
    context.set(storefrontContext, { site, platform, imageOrigin: config.imageOrigin })
  }
}

export function getStorefront(context: Readonly<RouterContextProvider>): StorefrontContext {
  return context.get(storefrontContext)
}
