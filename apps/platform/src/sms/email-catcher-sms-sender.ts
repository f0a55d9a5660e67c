import type { EmailSender } from '../leads/delivery/lead-email.js'
import type { SmsSender } from './sms-sender.js'

/**
 * The demo's SMS "provider": each text becomes an e-mail in the local mail catcher (npm start),
 * addressed to the phone, so a person reads their sign-in code there as they would on a phone.
 */
export function emailCatcherSmsSender(email: EmailSender): SmsSender {
  return {
    send: async ({ to, body }) => {
      await email.send({
        to: `${to.replace('+', '')}@sms.forecourt.localhost`,
        subject: `SMS to ${to}`,
        text: body,
      })
    },
  }
}
