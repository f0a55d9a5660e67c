// The form engine's SendLead over the platform client: a refusal keeps the platform's message and
// field errors; an unreachable platform or an unreadable answer says the lead is not sent yet.
import type { SendLead } from '@forecourt/forms'
import type { LeadsApi } from '../platform/leads-api.server.js'
import { PlatformRejectedError } from '../platform/platform-errors.js'

/**
 * What a shopper reads when the platform could not take their lead (§8 "or the error's own"): the
 * enquiry is not lost yet — every answer stays on the page to send again (issue 14 item 10).
 */
export const LEAD_NOT_SENT_YET_MESSAGE =
  'Your enquiry could not be sent yet: our system is not answering right now. Everything you typed is still here, so please try again in a minute.'

/** The result of a lead step the platform could not take. */
export const notSentYet = () => ({ ok: false as const, message: LEAD_NOT_SENT_YET_MESSAGE })

export function leadSenderFor(leads: LeadsApi, siteSlug: string): SendLead {
  return async (step) => {
    try {
      // In an action a chosen file is a File (a Blob): what the platform is sent.
      const files = step.files?.flatMap(({ field, file }) =>
        file instanceof Blob ? [{ field, file: file as Blob & { name: string } }] : [],
      )
      return { ok: true, leadId: await leads.send(siteSlug, { ...step, files }) }
    } catch (error) {
      if (error instanceof PlatformRejectedError) {
        const message = error.message.trim() === '' ? undefined : error.message
        return { ok: false, message, fields: { ...error.fields } }
      }
      console.error(`[storefront] lead for ${siteSlug} not sent: ${(error as Error).message}`)
      return notSentYet()
    }
  }
}
