import type { StoredLeadRow } from '../db/lead-records.js'
import { LEAD_REQUEST_FIELDS, type LeadRequest, LeadRequestSchema } from './lead-request.js'
import { storedLeadOf } from './stored-lead.js'

/**
 * What a lead holds once this step is added to the steps saved before it (§4): the §5 rules of
 * the last step apply to the whole lead, so a car or a category sent on an earlier step counts.
 * Fields this step sends win; a field it leaves out keeps its earlier value, as when it is saved.
 */
export function leadSoFar(earlier: StoredLeadRow | null, request: LeadRequest): LeadRequest {
  if (!earlier) return request
  const before = Object.entries(storedLeadOf(earlier, null)).filter(
    ([key, value]) => value !== null && LEAD_REQUEST_FIELDS.has(key),
  )
  const sent = Object.entries(request).filter(([, value]) => value !== undefined)
  const merged = LeadRequestSchema.safeParse(Object.fromEntries([...before, ...sent]))
  // Earlier steps passed this schema when they were saved; should one not, judge this step alone.
  return merged.success ? merged.data : request
}
