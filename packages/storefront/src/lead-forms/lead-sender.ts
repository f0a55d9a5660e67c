// Sends one lead step to the platform (issue 4's lead API): POST /v1/sites/{slug}/leads with the
// lead's fields at the top level and its last-step flag, idempotent on the Idempotency-Key header.
// An unreachable platform or an unreadable answer is a failure without text, which the form words
// with its send-failure message (forms sendFailureMessage, §8).
import type { SendLead } from '@forecourt/forms'

export interface LeadSenderOptions {
  baseUrl: string
  siteSlug: string
  fetch?: typeof fetch
  timeoutMs?: number
}

function leadIdOf(body: unknown): string | number | null {
  if (typeof body !== 'object' || body === null) return null
  const record = body as Record<string, unknown>
  const lead = (typeof record.lead === 'object' && record.lead !== null ? record.lead : record) as Record<
    string,
    unknown
  >
  const id = lead.lead_id ?? lead.id
  return typeof id === 'string' || typeof id === 'number' ? id : null
}

function errorMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const error = (body as { error?: { message?: unknown } }).error
  return typeof error?.message === 'string' && error.message.trim() !== '' ? error.message : undefined
}

/** The first message per field of the platform's error shape (`error.fields: { name: [messages] }`). */
function fieldErrorsOf(body: unknown): Record<string, string> | undefined {
  const fields = (body as { error?: { fields?: unknown } } | null)?.error?.fields
  if (typeof fields !== 'object' || fields === null) return undefined
  const errors: Record<string, string> = {}
  for (const [name, messages] of Object.entries(fields)) {
    const first = Array.isArray(messages) ? messages[0] : messages
    if (typeof first === 'string') errors[name] = first
  }
  return errors
}

export function createLeadSender({
  baseUrl,
  siteSlug,
  fetch: fetchImpl = fetch,
  timeoutMs = 10_000,
}: LeadSenderOptions): SendLead {
  const url = new URL(`/v1/sites/${encodeURIComponent(siteSlug)}/leads`, baseUrl)
  return async ({ lead, isLastStep, idempotencyKey }) => {
    let response: Response
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify({ ...lead, is_last_step: isLastStep }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch {
      return { ok: false }
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok)
      return response.status < 500
        ? { ok: false, message: errorMessageOf(body), fields: fieldErrorsOf(body) }
        : { ok: false }
    return { ok: true, leadId: leadIdOf(body) }
  }
}
