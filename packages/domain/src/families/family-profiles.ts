// The five family profiles by template, and what a page asks of them: a car's chips and
// specification rows, its buying path, a facet value's label, the path attributes a listing must
// keep refinable.
import { CAR_TYPE_LABELS, type Car } from '../car.js'
import { DEALER_SEARCH_PATH_ATTRIBUTES, type DealerSearchPathAttribute } from '../dealer-search-paths.js'
import type { Currency, Region } from '../region.js'
import type { Template } from '../schemas/site.js'
import { CARS_PROFILE } from './cars-profile.js'
import type { FamilyProfile } from './family-profile.js'
import {
  BUYING_PATHS,
  type BuyingPath,
  buyingPathOf,
  LISTING_KIND_LABELS,
  type ListingKind,
} from './listing-kinds.js'
import { MOTORCYCLES_PROFILE } from './motorcycles-profile.js'
import { RVS_PROFILE } from './rvs-profile.js'
import { SUBSCRIPTIONS_PROFILE } from './subscriptions-profile.js'
import { isLicenceClass, licenceClassLabel } from './truck-licence-class.js'
import { TRUCKS_PROFILE } from './trucks-profile.js'
import {
  type AttributeChip,
  attributeChips,
  type SpecificationRow,
  specificationRows,
} from './vehicle-attributes.js'

export const FAMILY_PROFILES: Readonly<Record<Template, FamilyProfile>> = {
  cars: CARS_PROFILE,
  trucks: TRUCKS_PROFILE,
  motorcycles: MOTORCYCLES_PROFILE,
  rvs: RVS_PROFILE,
  subscriptions: SUBSCRIPTIONS_PROFILE,
}

export function familyProfileOf(template: Template): FamilyProfile {
  return FAMILY_PROFILES[template]
}

/** The site fields a family page formats with. */
export type FamilySite = { template: Template; region: Region; currency: Currency }

/** A result card's chips for a car on a site of its family (§9's list for cars). */
export function resultCardChips(car: Car, site: FamilySite): AttributeChip[] {
  return attributeChips(car, FAMILY_PROFILES[site.template].cardAttributes, site)
}

/** A car page's specification table: label and value of each row the car has, blanks left out. */
export function carSpecifications(car: Car, site: FamilySite): SpecificationRow[] {
  const profile = FAMILY_PROFILES[site.template]
  return specificationRows(car, profile.specificationAttributes, site, profile.attributeLabels)
}

/** How many key facts the car page's sidebar shows under the price. */
const SUMMARY_FACT_COUNT = 4

/**
 * The car page sidebar's key facts: the first four of the family's summary attributes the vehicle
 * has, in the family's words — a towed caravan's berths and ATM, not its 'Not Applicable' gearbox.
 */
export function carSummaryFacts(car: Car, site: FamilySite): SpecificationRow[] {
  const profile = FAMILY_PROFILES[site.template]
  return specificationRows(car, profile.summaryAttributes, site, profile.attributeLabels).slice(
    0,
    SUMMARY_FACT_COUNT,
  )
}

/** The buying paths a family offers, in the order of its listings. */
export function buyingPathsOf(profile: Pick<FamilyProfile, 'listings'>): BuyingPath[] {
  const paths = new Set(profile.listings.map((kind) => buyingPathOf({ kind })))
  return BUYING_PATHS.filter((path) => paths.has(path))
}

/** The buying path of one car: how its listing is taken up. */
export function carBuyingPath(car: Pick<Car, 'listing'>): BuyingPath {
  return buyingPathOf(car.listing)
}

const MONTHS = (value: string) => `${value} ${value === '1' ? 'month' : 'months'}`
const BERTHS = (value: string) => `${value} ${value === '1' ? 'berth' : 'berths'}`
const YES_NO: Record<string, string> = { true: 'Yes', false: 'No' }
const SEATS = (value: string) => `${value} seats`

/**
 * How a facet value reads in a filter list: car types and listing kinds by their labels, licence
 * classes with their names, months, berths and yes/no for switches; any other value as it is.
 */
export function facetValueLabel(attribute: string, value: string): string {
  switch (attribute) {
    case 'car_type':
      return CAR_TYPE_LABELS[value as keyof typeof CAR_TYPE_LABELS] ?? value
    case 'listing':
      return LISTING_KIND_LABELS[value as ListingKind] ?? value
    case 'licence_class':
      return isLicenceClass(value) ? licenceClassLabel(value) : value
    case 'minimum_term_months':
      return MONTHS(value)
    case 'berths':
      return BERTHS(value)
    case 'seats':
      return SEATS(value)
    case 'lams':
    case 'ensuite':
      return YES_NO[value] ?? value
    default:
      return value
  }
}

/**
 * Dealer path attributes a family's listing shows no facet for. InstantSearch keeps a refinement
 * only while a widget holds it, so a listing mounts a hidden (virtual) refinement list for each of
 * these, or a path such as /search/rental-cars would lose its filter on the first search.
 */
export function hiddenSearchPathAttributes(
  profile: Pick<FamilyProfile, 'facets'>,
): DealerSearchPathAttribute[] {
  const shown = new Set(profile.facets.map((facet) => facet.attribute))
  return DEALER_SEARCH_PATH_ATTRIBUTES.filter((attribute) => !shown.has(attribute))
}
