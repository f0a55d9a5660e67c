// The form engine's SendLead over the platform client: a refusal keeps the platform's message and
// field errors; an unreachable platform or an unreadable answer is a failure without text, which
// the form words with its send-failure message (forms sendFailureMessage, §8).
import type { SendLead } from '@forecourt/forms'
import type { LeadsApi } from '../platform/leads-api.server.js'
import { PlatformRejectedError } from '../platform/platform-errors.js'

export function leadSenderFor(leads: LeadsApi, siteSlug: string): SendLead {
  return async (step) => {
    try {
      return { ok: true, leadId: await leads.send(siteSlug, step) }
    } catch (error) {
      if (error instanceof PlatformRejectedError) {
        const message = error.message.trim() === '' ? undefined : error.message
        return { ok: false, message, fields: { ...error.fields } }
      }
      console.error(`[storefront] lead for ${siteSlug} not sent: ${(error as Error).message}`)
      return { ok: false }
    }
  }
}
