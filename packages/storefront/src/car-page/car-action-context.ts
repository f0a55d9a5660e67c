import type { Car, CarActionContext, SiteConfig } from '@forecourt/domain'
import type { CarActionRequest } from '@forecourt/ui/car-actions'
import { carActionHref } from '../lead-forms/car-action-href.js'

/** What the site allows a car's actions to offer (§1 features: checkout, finance button). */
export const carActionContextOf = (site: SiteConfig): CarActionContext => ({
  checkoutEnabled: site.features.checkout,
  financeButton: site.features.finance_button,
})

/** The page each car action opens, so the actions work as links without JavaScript. */
export const carActionHrefs = (site: SiteConfig, car: Car) => (action: CarActionRequest) =>
  carActionHref(site, car, action)
