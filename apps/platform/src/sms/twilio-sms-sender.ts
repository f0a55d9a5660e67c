import type { SmsSender } from './sms-sender.js'

export interface TwilioOptions {
  accountSid: string
  authToken: string
  /** A Twilio number or alphanumeric sender id (AU and NZ accept both), or… */
  from?: string | undefined
  /** …a Messaging Service, which picks the sender per country. */
  messagingServiceSid?: string | undefined
  /** For tests against a local fake; Twilio's own API otherwise. */
  apiBase?: string | undefined
  timeoutMs?: number
}

/**
 * Twilio's Programmable Messaging REST API through fetch (no SDK: one POST). Twilio delivers to
 * AU and NZ mobiles; a refused message (bad number, no funds) is an error naming Twilio's code,
 * never the message text — it holds the sign-in code.
 */
export function twilioSmsSender(options: TwilioOptions): SmsSender {
  if (!options.from && !options.messagingServiceSid) {
    throw new Error('Twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID')
  }
  const base = options.apiBase ?? 'https://api.twilio.com'
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`
  return {
    send: async ({ to, body }) => {
      const form = new URLSearchParams({ To: to, Body: body })
      if (options.messagingServiceSid) form.set('MessagingServiceSid', options.messagingServiceSid)
      else if (options.from) form.set('From', options.from)
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      })
      if (response.ok) {
        await response.arrayBuffer()
        return
      }
      const problem = (await response.json().catch(() => ({}))) as { code?: number; message?: string }
      throw new Error(
        `Twilio refused the message: ${response.status}${problem.code ? ` (error ${problem.code})` : ''}`,
      )
    },
  }
}
