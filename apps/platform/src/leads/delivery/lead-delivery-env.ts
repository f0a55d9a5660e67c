import { wholeNumberFromEnv } from '../../env/env-whole-number.js'
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

/** The worker's transports and pacing from the environment (README.md, How a dealer's leads flow). */
export function leadDeliveryOptionsFromEnv(env: NodeJS.ProcessEnv): EnvOptions {
  const smtpUrl = env.SMTP_URL
  return {
    email: smtpUrl
      ? smtpEmailSender({ url: smtpUrl, from: env.LEAD_MAIL_FROM || DEFAULT_LEAD_MAIL_FROM })
      : null,
    webhook: fetchWebhookPoster(),
    maxAttempts: wholeNumberFromEnv(env, 'LEAD_DELIVERY_MAX_ATTEMPTS') ?? DEFAULT_MAX_ATTEMPTS,
    backoff: {
      baseMs: wholeNumberFromEnv(env, 'LEAD_DELIVERY_BACKOFF_MS') ?? DEFAULT_BACKOFF.baseMs,
      maxMs: DEFAULT_BACKOFF.maxMs,
    },
    pollMs: wholeNumberFromEnv(env, 'LEAD_DELIVERY_POLL_MS') ?? 1000,
    leaseMs: wholeNumberFromEnv(env, 'LEAD_DELIVERY_LEASE_MS') ?? 5 * 60_000,
  }
}
