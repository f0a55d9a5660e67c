// Sends one lead step to the platform: POST /v1/sites/{slug}/leads with the lead's fields at the top
// level and its last-step flag, idempotent on the Idempotency-Key header (§4 multi-step leads).
import { z } from 'zod'
import type { PlatformTransport } from './platform-transport.server.js'

/** The platform's answer names the lead (apps/platform lead-routes.ts `leadAnswer`). */
const LeadAnswer = z.object({ lead_id: z.string().min(1) })

/** One free test-drive time (apps/platform test-drive-routes.ts). */
const TestDriveTime = z.object({ value: z.string(), date: z.string(), time: z.string() })
export type TestDriveTime = z.infer<typeof TestDriveTime>
const TestDriveTimesAnswer = z.object({ slots: z.array(TestDriveTime) })

export interface LeadStep {
  lead: Record<string, unknown>
  isLastStep: boolean
  idempotencyKey: string
  /** The step's files by form field (issue 16 row 15), already checked by the action. */
  files?: readonly { field: string; file: Blob & { name: string } }[] | undefined
}

/**
 * A step with files goes as multipart/form-data: the JSON the platform takes in a `lead` part, each
 * file in a part named after its field (apps/platform leads/lead-upload.ts).
 */
function multipartStep(body: Record<string, unknown>, files: NonNullable<LeadStep['files']>): FormData {
  const form = new FormData()
  form.append('lead', JSON.stringify(body))
  for (const { field, file } of files) form.append(field, file, file.name)
  return form
}

/** Sending a lead may wait on the platform's transaction: longer than a catalogue read. */
const LEAD_TIMEOUT_MS = 10_000

export interface LeadsApi {
  /** Stores one step of a lead; answers the lead's id, which the next step reuses. */
  send(siteSlug: string, step: LeadStep): Promise<string>
  /**
   * The free test-drive times of one of the site's locations (issue 16 row 13), soonest first; never
   * cached here: a time goes as soon as someone books it.
   */
  testDriveTimes(siteSlug: string, locationId: number): Promise<TestDriveTime[]>
}

export function leadsApi(call: PlatformTransport): LeadsApi {
  return {
    send: async (siteSlug, { lead, isLastStep, idempotencyKey, files }) => {
      const body = { ...lead, is_last_step: isLastStep }
      const { value } = await call({
        method: 'POST',
        path: `/v1/sites/${encodeURIComponent(siteSlug)}/leads`,
        headers: { 'idempotency-key': idempotencyKey },
        body: files && files.length > 0 ? multipartStep(body, files) : body,
        schema: LeadAnswer,
        timeoutMs: LEAD_TIMEOUT_MS,
      })
      return value.lead_id
    },
    testDriveTimes: async (siteSlug, locationId) => {
      const { value } = await call({
        method: 'GET',
        path: `/v1/sites/${encodeURIComponent(siteSlug)}/locations/${locationId}/test-drive-times`,
        schema: TestDriveTimesAnswer,
      })
      return value.slots
    },
  }
}
