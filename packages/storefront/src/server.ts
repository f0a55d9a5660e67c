import type { Template } from '@forecourt/domain'
// Server-only entry: middleware and loaders. Route modules import it in server exports only.
import { createPlatformClient } from './platform/platform-client.js'
import { createSiteMiddleware } from './site-context.js'
import { storefrontConfigFromEnv } from './storefront-config.js'

export { checkoutAction, checkoutLoader } from './checkout/checkout-server.js'
export { imageProxyLoader } from './image-proxy.js'
export { leadFormAction, leadFormLoader } from './lead-forms/lead-form-server.js'
export { carDetailLoader, homeLoader, notFoundLoader, rootLoader } from './loaders.js'
export { pageUrlOf } from './page-url.js'
export {
  type CarPage,
  createPlatformClient,
  type PhoneReveal,
  type PlatformClient,
  type PlatformClientOptions,
  PlatformRejectedError,
  PlatformUnavailableError,
} from './platform/platform-client.js'
export { searchLoader } from './search/search-loader.js'
export {
  createSiteMiddleware,
  getStorefront,
  type StorefrontContext,
  storefrontContext,
} from './site-context.js'
export { hostname, isBareHost, requestHost } from './site-host.js'
export { type StorefrontConfig, storefrontConfigFromEnv } from './storefront-config.js'

/**
 * The root route's middleware for a template app: resolves the site of the request's host (or the
 * default site on a bare localhost) through the platform named by PLATFORM_URL.
 */
export function createStorefrontMiddleware({ template }: { template: Template }) {
  const config = storefrontConfigFromEnv(template)
  return createSiteMiddleware(createPlatformClient({ baseUrl: config.platformUrl }), config)
}
