// The compare page's rows (§2 /compare) for a family: the price as each listing quotes it (a sale
// price, a subscription's weekly price, a rental's daily rate), then the family's specification
// rows that any compared vehicle has — a truck's GVM and licence class, a motorcycle's capacity —
// so vehicles are compared on what their buyers compare them on.
import type { Car } from '../car.js'
import { type FamilySite, familyProfileOf } from './family-profiles.js'
import { formatListingPrice, listingPriceOf } from './listing-price.js'
import { specificationRows } from './vehicle-attributes.js'

export interface ComparisonRow {
  label: string
  /** One value per compared vehicle, in their order; '—' where a vehicle has none. */
  values: string[]
}

const MISSING = '—'

export function comparisonRows(cars: readonly Car[], site: FamilySite): ComparisonRow[] {
  const profile = familyProfileOf(site.template)
  const price: ComparisonRow = {
    label: 'Price',
    values: cars.map((car) => {
      const listingPrice = listingPriceOf(car)
      return listingPrice.amount > 0 ? formatListingPrice(listingPrice, site.currency) : MISSING
    }),
  }
  const specifications = cars.map(
    (car) =>
      new Map(
        specificationRows(car, profile.specificationAttributes, site, profile.attributeLabels).map((row) => [
          row.attribute,
          row,
        ]),
      ),
  )
  const rows = profile.specificationAttributes.flatMap((attribute): ComparisonRow[] => {
    const label = specifications.find((rowsOf) => rowsOf.has(attribute))?.get(attribute)?.label
    if (!label) return []
    return [{ label, values: specifications.map((rowsOf) => rowsOf.get(attribute)?.value ?? MISSING) }]
  })
  return [price, ...rows]
}
