import { type Context, Hono } from 'hono'
import type { AnswerCache } from '../cache/answer-cache.js'
import type { PlatformStore } from '../db/platform-store.js'
import { ApiError } from './api-error.js'
import { authRoutes } from './auth-routes.js'
import { clientAddress } from './client-address.js'
import { dealerRoutes } from './dealer-routes.js'
import { garageRoutes } from './garage-routes.js'
import { imageRoutes } from './image-routes.js'
import { leadRoutes } from './lead-routes.js'
import { nearestLocationRoutes } from './nearest-location-routes.js'
import { openApiDocument } from './openapi-document.js'
import { paymentRoutes } from './payment-routes.js'
import { phoneRevealRoutes } from './phone-reveal-routes.js'
import type { PlatformServices } from './platform-services.js'
import { storedRateLimiter } from './rate-limiter.js'
import { limitBodySize } from './request-limits.js'
import type { TemplatePorts } from './served-site-url.js'
import { requireServiceCredential } from './service-credential.js'
import { siteRoutes } from './site-routes.js'
import { stripeWebhookRoutes } from './stripe-webhook-routes.js'
import { testDriveRoutes } from './test-drive-routes.js'
import { watchlistRoutes } from './watchlist-routes.js'

export interface PlatformApiDependencies {
  store: PlatformStore
  ports: TemplatePorts
  services: PlatformServices
  logError: (message: string, error: unknown) => void
  /** Read answers kept in memory; none when absent. */
  answers?: AnswerCache | undefined
}

/** The versioned JSON API (/v1) and the placeholder images (/images), as one router to mount. */
export function platformApi({ store, ports, services, logError, answers }: PlatformApiDependencies) {
  const cookie = { secret: services.sessionSecret, secure: services.secureCookies }
  // Counted in the database, so every platform process on it shares each limit.
  const codeLimiter = storedRateLimiter(store, 'sign-in-code', services.limits.signInCodes)
  const trust = { serviceToken: services.serviceToken, trust: services.trustProxy }
  const callerOf = (c: Context) => clientAddress(c, trust)
  const v1 = new Hono()
  // Who is asking first: an anonymous caller's body is never buffered.
  v1.use('*', requireServiceCredential(services.serviceToken))
  v1.use('*', limitBodySize)
  // Before the site routes, whose '/:slug/locations/:locationSlug' would take "nearest".
  v1.route('/sites', nearestLocationRoutes(store, services.geocoder))
  v1.route('/sites', siteRoutes(store, ports, answers))
  v1.route(
    '/sites',
    leadRoutes(store, {
      limiter: storedRateLimiter(store, 'lead', services.limits.leads),
      callerOf,
      deliveriesQueued: services.deliveriesQueued,
      now: services.now,
      files: services.leadFiles,
    }),
  )
  v1.route('/sites', testDriveRoutes(store, { now: services.now }))
  v1.route('/dealer', dealerRoutes(store, { now: services.now, deliveriesQueued: services.deliveriesQueued }))
  v1.get('/manufacturers', async (c) => c.json({ manufacturers: await store.listManufacturers() }))
  v1.route(
    '/auth',
    authRoutes(store, {
      cookie,
      codeSender: services.codeSender,
      codeLimiter,
      verifyLimiter: storedRateLimiter(store, 'sign-in-verify', services.limits.signInVerify),
      callerOf,
      now: services.now,
    }),
  )
  v1.route('/watchlist', watchlistRoutes(store, { cookie, now: services.now }))
  v1.route('/sites', garageRoutes(store, { cookie, now: services.now }))
  v1.route('/phone-reveals', phoneRevealRoutes(store))
  v1.route(
    '/',
    paymentRoutes(store, {
      stripe: services.stripe,
      testPayments: services.testPayments,
      logError,
      now: services.now,
      deliveriesQueued: services.deliveriesQueued,
    }),
  )
  v1.route(
    '/webhooks',
    stripeWebhookRoutes(store, {
      stripe: services.stripe,
      webhookSecret: services.stripeWebhookSecret,
      now: services.now,
      notify: services.deliveriesQueued,
      logError,
    }),
  )
  const document = openApiDocument()
  v1.get('/openapi.json', (c) => c.json(document))
  const exposed = services.exposedCodes
  if (exposed) {
    // Test suites read the code the logging sender "sent" (PLATFORM_EXPOSE_SIGN_IN_CODES=1, never in production).
    v1.get('/test/sign-in-codes', (c) => {
      const code = exposed.latestCode(c.req.query('phone') ?? '')
      if (!code) throw new ApiError(404, 'code_not_found', 'No code was sent to that phone')
      return c.json({ code })
    })
  }

  const api = new Hono()
  api.route('/v1', v1)
  api.route('/images', imageRoutes(store))
  return api
}
