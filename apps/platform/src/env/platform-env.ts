// Every variable the platform reads, checked once before anything starts: an operator sees every
// bad one in one message ("PLATFORM_LEAD_RATE_LIMIT must be …; SMTP_URL must be …") rather than a
// crash on the first, a fix, and a crash on the next. The readers (servicesFromEnv,
// leadDeliveryOptionsFromEnv, smsSenderFromEnv, …) still turn the values into services; this
// decides only whether the environment is usable, with the same number parser they use.
import { z } from 'zod'
import { DEV_SERVICE_TOKEN } from '../http/platform-services.js'
import { envWholeNumber } from './env-whole-number.js'

const optional = z.string().optional()
const flag = z
  .enum(['', '0', '1'], { error: (issue) => `must be 1 (on) or unset, got "${issue.input}"` })
  .optional()

function urlWith(protocols: string[]) {
  return z
    .string()
    .optional()
    .refine(
      (value) => {
        if (!value) return true
        try {
          return protocols.includes(new URL(value).protocol)
        } catch {
          return false
        }
      },
      { message: `must be a ${protocols.map((protocol) => `${protocol}//`).join(' or ')} URL` },
    )
}

/** Each variable on its own; rulesBetween adds what depends on several. */
export const PlatformEnvSchema = z.object({
  NODE_ENV: optional,
  PORT: envWholeNumber(0),
  HOST: optional,
  DATABASE_URL: urlWith(['postgres:', 'postgresql:']),
  PGLITE_DATA_DIR: optional,
  PLATFORM_LEAD_FILES_DIR: optional,
  PLATFORM_AUTO_SEED: flag,
  PLATFORM_SEED_CARS: envWholeNumber(0),
  PLATFORM_SESSION_SECRET: optional,
  PLATFORM_SECURE_COOKIES: flag,
  PLATFORM_EXPOSE_SIGN_IN_CODES: flag,
  PLATFORM_SERVICE_TOKEN: optional,
  PLATFORM_TRUSTED_PROXIES: optional,
  PLATFORM_TRUSTED_PROXY_HOPS: envWholeNumber(0),
  PLATFORM_TRUST_FORWARDED_FOR: flag,
  PLATFORM_LEAD_RATE_LIMIT: envWholeNumber(),
  PLATFORM_SIGN_IN_RATE_LIMIT: envWholeNumber(),
  PLATFORM_SEARCH_RATE_LIMIT: envWholeNumber(),
  PLATFORM_SEARCH_RATE_WINDOW_MS: envWholeNumber(),
  PLATFORM_SHUTDOWN_TIMEOUT_MS: envWholeNumber(),
  ANSWER_CACHE_MS: envWholeNumber(0),
  SMTP_URL: urlWith(['smtp:', 'smtps:']),
  LEAD_MAIL_FROM: optional,
  LEAD_DELIVERY_MAX_ATTEMPTS: envWholeNumber(),
  LEAD_DELIVERY_BACKOFF_MS: envWholeNumber(),
  LEAD_DELIVERY_POLL_MS: envWholeNumber(),
  LEAD_DELIVERY_LEASE_MS: envWholeNumber(),
  SMS_PROVIDER: z
    .enum(['', 'twilio', 'catcher'], {
      error: (issue) => `must be twilio or catcher, got "${issue.input}"`,
    })
    .optional(),
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_FROM: optional,
  TWILIO_MESSAGING_SERVICE_SID: optional,
  TWILIO_API_BASE: urlWith(['https:', 'http:']),
  STRIPE_SECRET_KEY: optional,
  STRIPE_API_BASE: urlWith(['https:', 'http:']),
  STRIPE_WEBHOOK_SECRET: optional,
  FORECOURT_GEOCODER: z
    .enum(['', 'offline', 'google'], {
      error: (issue) => `must be offline or google, got "${issue.input}"`,
    })
    .optional(),
  GOOGLE_GEOCODING_KEY: optional,
  GOOGLE_GEOCODING_API_BASE: urlWith(['https:', 'http:']),
})

/**
 * The rules between variables, judged on the raw values so they are reported alongside the
 * schema's (zod skips a refinement once a field failed).
 */
function rulesBetween(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  const problem = (variable: string, message: string) => problems.push(`${variable} ${message}`)
  const production = env.NODE_ENV === 'production'
  if (production && (env.PLATFORM_SESSION_SECRET ?? '').length < 32)
    problem('PLATFORM_SESSION_SECRET', 'must be set to 32 or more characters in production')
  const token = env.PLATFORM_SERVICE_TOKEN ?? ''
  if (production && (token.length < 32 || token === DEV_SERVICE_TOKEN))
    problem('PLATFORM_SERVICE_TOKEN', 'must be set to 32 or more random characters in production')
  if (production && env.PLATFORM_EXPOSE_SIGN_IN_CODES === '1')
    problem('PLATFORM_EXPOSE_SIGN_IN_CODES', 'exposes sign-in codes: it cannot be set in production')
  if (env.SMS_PROVIDER === 'twilio') {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'])
      if (!env[name]) problem(name, 'must be set when SMS_PROVIDER=twilio')
    if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID)
      problem('TWILIO_FROM', 'or TWILIO_MESSAGING_SERVICE_SID must be set when SMS_PROVIDER=twilio')
  }
  if (env.SMS_PROVIDER === 'catcher') {
    if (production) problem('SMS_PROVIDER', 'catcher is for the demo, not production')
    if (!env.SMTP_URL) problem('SMTP_URL', 'must be set when SMS_PROVIDER=catcher (the mail catcher)')
  }
  if (env.FORECOURT_GEOCODER === 'google' && !env.GOOGLE_GEOCODING_KEY)
    problem('GOOGLE_GEOCODING_KEY', 'must be set when FORECOURT_GEOCODER=google')
  return problems
}

/**
 * Every problem with the environment as "NAME message" lines, or none. Unknown variables are
 * ignored (the environment holds much else), so only what the platform reads is judged.
 */
export function platformEnvProblems(env: NodeJS.ProcessEnv): string[] {
  const parsed = PlatformEnvSchema.safeParse(env)
  const ownProblems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
  return [...ownProblems, ...rulesBetween(env)]
}
