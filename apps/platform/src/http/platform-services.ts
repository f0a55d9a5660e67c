import {
  type LoggingCodeSender,
  loggingCodeSender,
  type SignInCodeSender,
  smsCodeSender,
  unconfiguredCodeSender,
} from '../auth/sign-in-code-sender.js'
import { wholeNumberFromEnv } from '../env/env-whole-number.js'
import type { Geocoder } from '../geocode/geocoder.js'
import { geocoderFromEnv } from '../geocode/geocoder-from-env.js'
import { offlineAuGeocoder } from '../geocode/offline-au-geocoder.js'
import {
  defaultLeadFilesDirectory,
  directoryLeadFileStore,
  type LeadFileStore,
} from '../leads/lead-file-store.js'
import { type StripeGateway, stripeGateway } from '../payments/stripe-gateway.js'
import { DEFAULT_SEARCH_RATE_LIMIT } from '../search/http/search-rate-limit.js'
import { smsSenderFromEnv } from '../sms/sms-sender-from-env.js'
import { TRUST_NO_PROXY, type TrustProxy, trustedProxiesFromEnv } from './client-address.js'
import type { RateLimit } from './rate-limiter.js'

/** What the API needs beyond the database: secrets, senders, processors and limits. */
export interface PlatformServices {
  /** Signs session cookies and keys sign-in code hashes. */
  sessionSecret: string
  secureCookies: boolean
  codeSender: SignInCodeSender
  /** When set, GET /v1/test/sign-in-codes answers the latest code per phone (test suites only). */
  exposedCodes: LoggingCodeSender | null
  stripe: StripeGateway | null
  /** Checks Stripe's webhook signatures (STRIPE_WEBHOOK_SECRET); the webhook answers 503 without it. */
  stripeWebhookSecret: string | null
  limits: { leads: RateLimit; signInCodes: RateLimit; signInVerify: RateLimit; search: RateLimit }
  /** Which proxies' X-Forwarded-For a direct caller's address is read from (client-address.ts). */
  trustProxy: TrustProxy
  /** The apps' credential for /v1 (service-credential.ts); PLATFORM_SERVICE_TOKEN. */
  serviceToken: string
  /** Whether the local `test` payment processor runs (never in production). */
  testPayments: boolean
  now: () => Date
  /** Called after deliveries are queued (a completed lead, a re-send, a refund's notices): the outbox worker delivers now rather than at its next poll. */
  deliveriesQueued: () => void
  /** Postcode → point for the nearest location (§7); FORECOURT_GEOCODER, offline AU by default. */
  geocoder: Geocoder
  /** Where leads' files are kept (issue 16 row 15); PLATFORM_LEAD_FILES_DIR, a temporary folder by default. */
  leadFiles: LeadFileStore
}

/** A dev default only: production must set PLATFORM_SESSION_SECRET (server.ts refuses to start without). */
export const DEV_SESSION_SECRET = 'forecourt-dev-session-secret-not-for-production'

/** A dev default only: production must set PLATFORM_SERVICE_TOKEN (servicesFromEnv refuses to start without). */
export const DEV_SERVICE_TOKEN = 'forecourt-dev-service-token-not-for-production'

export const DEFAULT_LIMITS: PlatformServices['limits'] = {
  // Per caller and site. The apps' servers name the shopper each lead is for, so a caller is one
  // shopper; still room for an office behind one address (and the end-to-end suites), while a
  // script sending thousands a minute is stopped.
  leads: { limit: 120, windowMs: 60_000 },
  // Codes cost an SMS each: 5 per phone and per caller in 15 minutes.
  signInCodes: { limit: 5, windowMs: 15 * 60_000 },
  signInVerify: { limit: 20, windowMs: 15 * 60_000 },
  // Per search key and shopper (search/http/search-rate-limit.ts).
  search: DEFAULT_SEARCH_RATE_LIMIT,
}

export function defaultServices(overrides: Partial<PlatformServices> = {}): PlatformServices {
  const sender = loggingCodeSender()
  return {
    sessionSecret: DEV_SESSION_SECRET,
    secureCookies: false,
    codeSender: sender,
    exposedCodes: null,
    stripe: null,
    stripeWebhookSecret: null,
    limits: DEFAULT_LIMITS,
    trustProxy: TRUST_NO_PROXY,
    serviceToken: DEV_SERVICE_TOKEN,
    testPayments: true,
    now: () => new Date(),
    deliveriesQueued: () => {},
    geocoder: offlineAuGeocoder(),
    leadFiles: directoryLeadFileStore(defaultLeadFilesDirectory()),
    ...overrides,
  }
}

/** Services from the environment (README.md, Environment). */
export function servicesFromEnv(env: NodeJS.ProcessEnv): PlatformServices {
  const production = env.NODE_ENV === 'production'
  const secret = env.PLATFORM_SESSION_SECRET
  if (production && (!secret || secret.length < 32)) {
    throw new Error('PLATFORM_SESSION_SECRET must be set to 32 or more characters in production')
  }
  const serviceToken = env.PLATFORM_SERVICE_TOKEN
  if (production && (!serviceToken || serviceToken.length < 32 || serviceToken === DEV_SERVICE_TOKEN)) {
    throw new Error('PLATFORM_SERVICE_TOKEN must be set to 32 or more random characters in production')
  }
  // Test conveniences refuse to start rather than quietly run in production.
  if (production && env.PLATFORM_EXPOSE_SIGN_IN_CODES === '1') {
    throw new Error('PLATFORM_EXPOSE_SIGN_IN_CODES exposes sign-in codes: it cannot be set in production')
  }
  const sms = smsSenderFromEnv(env)
  // Production never logs a code: it texts it, or says (without it) that it could not.
  const sender = production ? null : loggingCodeSender(console.log, sms ? smsCodeSender(sms) : undefined)
  const codeSender = sender ?? (sms ? smsCodeSender(sms) : unconfiguredCodeSender())
  const leadLimit = wholeNumberFromEnv(env, 'PLATFORM_LEAD_RATE_LIMIT')
  const codeLimit = wholeNumberFromEnv(env, 'PLATFORM_SIGN_IN_RATE_LIMIT')
  const searchLimit = wholeNumberFromEnv(env, 'PLATFORM_SEARCH_RATE_LIMIT')
  const searchWindowMs = wholeNumberFromEnv(env, 'PLATFORM_SEARCH_RATE_WINDOW_MS')
  return defaultServices({
    sessionSecret: secret || DEV_SESSION_SECRET,
    secureCookies: env.PLATFORM_SECURE_COOKIES === '1' || production,
    codeSender,
    exposedCodes: env.PLATFORM_EXPOSE_SIGN_IN_CODES === '1' ? sender : null,
    serviceToken: serviceToken || DEV_SERVICE_TOKEN,
    // The demo's `test` processor confirms payments on request: no money moves, so none in production.
    testPayments: !production,
    stripe: env.STRIPE_SECRET_KEY
      ? stripeGateway({
          secretKey: env.STRIPE_SECRET_KEY,
          ...(env.STRIPE_API_BASE ? { apiBase: new URL(env.STRIPE_API_BASE) } : {}),
        })
      : null,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    limits: {
      leads: { ...DEFAULT_LIMITS.leads, ...(leadLimit ? { limit: leadLimit } : {}) },
      signInCodes: { ...DEFAULT_LIMITS.signInCodes, ...(codeLimit ? { limit: codeLimit } : {}) },
      signInVerify: DEFAULT_LIMITS.signInVerify,
      search: {
        limit: searchLimit ?? DEFAULT_LIMITS.search.limit,
        windowMs: searchWindowMs ?? DEFAULT_LIMITS.search.windowMs,
      },
    },
    trustProxy: trustedProxiesFromEnv(env),
    geocoder: geocoderFromEnv(env),
    // A folder every platform process shares (a volume); the temporary default is lost on reboot.
    ...(env.PLATFORM_LEAD_FILES_DIR
      ? { leadFiles: directoryLeadFileStore(env.PLATFORM_LEAD_FILES_DIR) }
      : {}),
  })
}
