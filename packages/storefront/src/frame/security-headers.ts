// The headers every storefront response carries so a page defends itself (issue 14 item 8): a
// Content-Security-Policy that lets only this request's scripts run (React Router's inline
// hydration data and module script carry its nonce), no framing by other sites, no MIME sniffing,
// a referrer policy, no powerful features the site does not use, and HSTS once behind TLS.
import type { SiteConfig } from '@forecourt/domain'

/** Stripe.js and its frames (Payment Element, 3-D Secure), where a site takes deposits with Stripe. */
const STRIPE = {
  script: 'https://js.stripe.com',
  frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  api: 'https://api.stripe.com',
}
/**
 * The embedded maps of location pages and footers (§7 "Maps are embedded by iframe"): Google's
 * Maps Embed API with the site's key, else OpenStreetMap's keyless embed (chrome/site-chrome.ts).
 */
const MAP_FRAMES = ['https://www.google.com', 'https://www.openstreetmap.org']

export interface SecurityHeadersInput {
  /** This response's script nonce: base64 of at least 128 random bits. */
  nonce: string
  /** The site being served; null on a page for an unknown host (no search, no deposits). */
  site: Partial<Pick<SiteConfig, 'search' | 'payment_provider' | 'dealerships'>> | null
  /** Whether the shopper reached the site over TLS (directly, or through a trusted proxy). */
  secure: boolean
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** The policy as a header value, directives in a fixed order. */
export function contentSecurityPolicy({ nonce, site, secure }: SecurityHeadersInput): string {
  // The browser calls the site's search host itself (InstantSearch): it must be reachable.
  const searchOrigin = site?.search ? originOf(site.search.host) : null
  // A site takes Stripe deposits when it says so, or when a dealership of it has a Stripe key or
  // takes new-car model deposits through Stripe (issue 16 row 11).
  const stripe =
    site?.payment_provider === 'stripe' ||
    (site?.dealerships ?? []).some(
      (dealership) =>
        Boolean(dealership.stripe_publishable_key) ||
        dealership.payment_processors.some((processor) => processor.authorization_type === 'stripe'),
    )
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'strict-dynamic': a script this page trusted may load the chunks it imports.
    ['script-src', "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(stripe ? [STRIPE.script] : [])],
    // react-aria adds a <style> of its own, with the nonce it reads from <meta property="csp-nonce">.
    ['style-src', "'self'", `'nonce-${nonce}'`],
    // react-aria positions popovers and hides text with style attributes the server renders.
    ['style-src-attr', "'unsafe-inline'"],
    // Dealer logos and photos may be on the dealer's own or an image CDN's https host.
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(searchOrigin ? [searchOrigin] : []), ...(stripe ? [STRIPE.api] : [])],
    ['frame-src', ...MAP_FRAMES, ...(stripe ? STRIPE.frames : [])],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ...(secure ? ([['upgrade-insecure-requests']] as [string][]) : []),
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** Every security header of a response, the policy included. */
export function securityHeaders(input: SecurityHeadersInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': 'nosniff',
    // Older browsers that know no frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Payment Request (Apple Pay / Google Pay through Stripe) is the one feature a page may use.
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(input.secure ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/**
 * A picture the site serves itself (a dealer's or a demo car's SVG): nothing in it may run or
 * fetch, whoever opens it directly; its own inline styles still draw it.
 */
export const IMAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
}

/** Headers of a response by what it is: a page gets the policy above; anything else, no sniffing. */
export function securityHeadersFor(
  contentType: string | null,
  input: SecurityHeadersInput,
): Record<string, string> {
  if (contentType?.startsWith('text/html')) return securityHeaders(input)
  if (contentType?.startsWith('image/')) return { ...IMAGE_SECURITY_HEADERS }
  return { 'X-Content-Type-Options': 'nosniff' }
}
