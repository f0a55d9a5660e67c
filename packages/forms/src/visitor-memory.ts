// What a returning visitor's browser remembers (§4, §5): their contact details for prefill, and
// after a successful lead the enquired car and success category the /success page reads. Storage
// is injected, so the same code runs with localStorage, a test double, or nothing on the server.
import { REMEMBERED_LEAD_FIELDS } from '@forecourt/domain'
import type { FormValues } from './resolve-form.js'

export type RememberedField = (typeof REMEMBERED_LEAD_FIELDS)[number]
export type RememberedContact = Partial<Record<RememberedField, string>>

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

const contactKey = (siteSlug: string) => `forecourt:${siteSlug}:contact`
const successKey = (siteSlug: string) => `forecourt:${siteSlug}:enquiry-success`

function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key)
    return raw === null ? null : JSON.parse(raw)
  } catch {
    // Unreadable or blocked storage (private mode) must never stop a shopper from enquiring.
    return null
  }
}

function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch {
    // Quota or privacy settings: forgetting is acceptable, failing the form is not.
  }
}

/** The remembered name, last_name, email, phone and postcode; anything else stored is ignored. */
export function readRememberedContact(storage: KeyValueStorage, siteSlug: string): RememberedContact {
  const stored = readJson(storage, contactKey(siteSlug))
  const contact: RememberedContact = {}
  if (typeof stored !== 'object' || stored === null) return contact
  for (const field of REMEMBERED_LEAD_FIELDS) {
    const value = (stored as Record<string, unknown>)[field]
    if (typeof value === 'string' && value.trim() !== '') contact[field] = value
  }
  return contact
}

/** Remembers the contact fields a lead carried, keeping earlier ones the form did not ask. */
export function rememberContact(storage: KeyValueStorage, siteSlug: string, values: FormValues): void {
  const contact = readRememberedContact(storage, siteSlug)
  for (const field of REMEMBERED_LEAD_FIELDS) {
    const value = values[field]
    if (typeof value === 'string' && value.trim() !== '') contact[field] = value.trim()
  }
  writeJson(storage, contactKey(siteSlug), contact)
}

/** Fills empty contact fields from memory; what the page already holds wins. */
export function prefill(values: FormValues, contact: RememberedContact): FormValues {
  const filled = { ...values }
  for (const field of REMEMBERED_LEAD_FIELDS) {
    const remembered = contact[field]
    if (field in filled && (filled[field] === '' || filled[field] === undefined) && remembered)
      filled[field] = remembered
  }
  return filled
}

export interface EnquirySuccess {
  category: string
  car: { id: number; name: string; slug: string } | null
}

/** Stores what /success shows after a lead (§4: the enquired car and a success category). */
export function rememberEnquirySuccess(storage: KeyValueStorage, siteSlug: string, success: EnquirySuccess) {
  writeJson(storage, successKey(siteSlug), success)
}

export function readEnquirySuccess(storage: KeyValueStorage, siteSlug: string): EnquirySuccess | null {
  const stored = readJson(storage, successKey(siteSlug)) as EnquirySuccess | null
  return stored && typeof stored.category === 'string' ? stored : null
}
