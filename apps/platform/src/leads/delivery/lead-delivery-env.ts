import {
  DEFAULT_BACKOFF,
  DEFAULT_MAX_ATTEMPTS,
  type LeadDeliveryWorkerOptions,
} from './lead-delivery-worker.js'
import { smtpEmailSender } from './lead-email.js'
import { fetchWebhookPoster } from './lead-webhook.js'

export const DEFAULT_LEAD_MAIL_FROM = 'Forecourt leads <leads@forecourt.localhost>'

type EnvOptions = Pick<
  LeadDeliveryWorkerOptions,
  'email' | 'webhook' | 'maxAttempts' | 'backoff' | 'pollMs' | 'leaseMs'
>

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]
  if (value === undefined || value === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number above 0, got "${value}"`)
  return number
}

/** The worker's transports and pacing from the environment (README.md, How a dealer's leads flow). */
export function leadDeliveryOptionsFromEnv(env: NodeJS.ProcessEnv): EnvOptions {
  const smtpUrl = env.SMTP_URL
  return {
    email: smtpUrl
      ? smtpEmailSender({ url: smtpUrl, from: env.LEAD_MAIL_FROM || DEFAULT_LEAD_MAIL_FROM })
      : null,
    webhook: fetchWebhookPoster(),
    maxAttempts: wholeNumber(env, 'LEAD_DELIVERY_MAX_ATTEMPTS', DEFAULT_MAX_ATTEMPTS),
    backoff: {
      baseMs: wholeNumber(env, 'LEAD_DELIVERY_BACKOFF_MS', DEFAULT_BACKOFF.baseMs),
      maxMs: DEFAULT_BACKOFF.maxMs,
    },
    pollMs: wholeNumber(env, 'LEAD_DELIVERY_POLL_MS', 1000),
    leaseMs: wholeNumber(env, 'LEAD_DELIVERY_LEASE_MS', 5 * 60_000),
  }
}
