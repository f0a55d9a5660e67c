import type { Template } from '@forecourt/domain'
// Server-only entry: middleware and loaders. Route modules import it in server exports only.
import type { MiddlewareFunction } from 'react-router'
import { securityMiddleware } from './frame/security-middleware.server.js'
import { createPlatformClient } from './platform/platform-client.server.js'
import { createSiteMiddleware } from './tenant/site-context.server.js'
import { storefrontConfigFromEnv } from './tenant/storefront-config.server.js'

export { checkoutAction, checkoutLoader } from './checkout/checkout.server.js'
export { imageProxyLoader } from './images/image-proxy.server.js'
export { leadFormAction, leadFormLoader } from './lead-forms/lead-form.server.js'
export { carDetailLoader, homeLoader, notFoundLoader, rootLoader } from './loaders/page-loaders.server.js'
export {
  type CarPage,
  createPlatformClient,
  type PhoneReveal,
  type PlatformClient,
  type PlatformClientOptions,
  PlatformRejectedError,
  PlatformUnavailableError,
} from './platform/platform-client.server.js'
export { searchLoader } from './search/search.server.js'
export {
  createSiteMiddleware,
  getStorefront,
  type StorefrontContext,
} from './tenant/site-context.server.js'
export { type StorefrontConfig, storefrontConfigFromEnv } from './tenant/storefront-config.server.js'

/**
 * The root route's middleware for a template app, in order: the security headers and script nonce
 * of every response, then the site of the request's host (or the default site on a bare
 * localhost), resolved through the platform named by PLATFORM_URL.
 */
export function createStorefrontMiddleware({
  template,
}: {
  template: Template
}): MiddlewareFunction<Response>[] {
  const config = storefrontConfigFromEnv(template)
  return [
    securityMiddleware,
    createSiteMiddleware(createPlatformClient({ baseUrl: config.platformUrl }), config),
  ]
}
