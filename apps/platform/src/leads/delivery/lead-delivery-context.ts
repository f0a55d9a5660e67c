import type { Car } from '@forecourt/domain'
import type { PlatformStore } from '../../db/platform-store.js'
import { type StoredLead, storedLeadOf } from '../stored-lead.js'

/** Everything a lead's e-mail, ADF document and webhook say, read once per attempt. */
export interface LeadDeliveryContext {
  /** The outbox row's id: the same on every attempt, so a CRM can de-duplicate on it. */
  deliveryId: string
  lead: StoredLead
  site: { slug: string; name: string; phone: string; region: string; currency: string }
  dealership: { slug: string; name: string } | null
  car: Car | null
}

/** null when the lead (or its site) is gone: a deleted lead has nothing left to deliver. */
export async function loadLeadDeliveryContext(
  store: Pick<PlatformStore, 'findSiteById' | 'findLead' | 'findCarById'>,
  delivery: { id: string; siteId: number; leadId: string },
): Promise<LeadDeliveryContext | null> {
  const site = await store.findSiteById(delivery.siteId)
  const row = site ? await store.findLead(site.id, delivery.leadId) : null
  if (!site || !row) return null
  const dealershipSlug = site.config.dealerships?.find((entry) => entry.id === row.dealershipId)?.slug ?? null
  const dealershipName =
    site.config.locations.find((location) => location.dealership_id === row.dealershipId)?.dealership_name ??
    null
  const car = row.carId === null ? null : await store.findCarById(row.carId)
  return {
    deliveryId: delivery.id,
    lead: storedLeadOf(row, dealershipSlug),
    site: {
      slug: site.config.slug,
      name: site.config.name,
      phone: site.config.phone,
      region: site.config.region,
      currency: site.config.currency ?? 'AUD',
    },
    dealership: dealershipSlug ? { slug: dealershipSlug, name: dealershipName ?? site.config.name } : null,
    car,
  }
}
