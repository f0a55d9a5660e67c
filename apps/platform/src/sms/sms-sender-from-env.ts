import { smtpEmailSender } from '../leads/delivery/lead-email.js'
import { emailCatcherSmsSender } from './email-catcher-sms-sender.js'
import type { SmsSender } from './sms-sender.js'
import { twilioSmsSender } from './twilio-sms-sender.js'

/**
 * SMS_PROVIDER=twilio (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM or
 * TWILIO_MESSAGING_SERVICE_SID), =catcher (each text as an e-mail over SMTP_URL, the demo), or
 * unset (none).
 */
export function smsSenderFromEnv(env: NodeJS.ProcessEnv): SmsSender | null {
  const provider = env.SMS_PROVIDER ?? ''
  if (provider === '') return null
  if (provider === 'twilio') {
    const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = env
    if (!accountSid || !authToken)
      throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN')
    return twilioSmsSender({
      accountSid,
      authToken,
      from: env.TWILIO_FROM || undefined,
      messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID || undefined,
      apiBase: env.TWILIO_API_BASE || undefined,
    })
  }
  if (provider === 'catcher') {
    if (env.NODE_ENV === 'production') throw new Error('SMS_PROVIDER=catcher is for the demo, not production')
    if (!env.SMTP_URL) throw new Error('SMS_PROVIDER=catcher needs SMTP_URL (the mail catcher)')
    return emailCatcherSmsSender(
      smtpEmailSender({ url: env.SMTP_URL, from: 'Forecourt SMS <sms@forecourt.localhost>' }),
    )
  }
  throw new Error(`SMS_PROVIDER must be twilio or catcher, got "${provider}"`)
}
