import type { FamilyFacet } from './families/family-profile.js'
import { facetValueLabel } from './families/family-profiles.js'
import { formatThousands } from './money.js'

/** Range filters that show as chips (§2). */
export type ChipAttribute = 'price' | 'km' | 'year' | 'seats'
export type ChipBound = 'min' | 'max'

/**
 * The label of one refinement chip (§2): price as 'From $xK' / 'To $xK', km as 'xK km', year as the
 * year, seats as 'n seats'. The spec gives no From/To for km, year and seats; they read the same both ends.
 */
export function filterChipLabel(attribute: ChipAttribute, bound: ChipBound, value: number): string {
  switch (attribute) {
    case 'price':
      return `${bound === 'min' ? 'From' : 'To'} $${formatThousands(value)}`
    case 'km':
      return `${formatThousands(value)} km`
    case 'year':
      return String(value)
    case 'seats':
      return `${value} seats`
  }
}

/** One refinement in force: a value of a list, a bound of a range ('>=' its minimum), a switch. */
export interface ChipRefinement {
  attribute: string
  operator?: '>=' | '<='
  value: string | number | boolean
}

const CHIP_ATTRIBUTES = new Set<string>(['price', 'km', 'year', 'seats'])
const grouped = new Intl.NumberFormat('en-AU')

/**
 * The chip of any refinement: §2's words for price, km, year and seats; a family's other ranges by
 * the facet's label and unit ('GVM from 12,000 kg', 'Price from $600,000'); a switch by its facet's
 * label; a value as its filter list words it ('Used', 'HR (Heavy Rigid)').
 */
export function refinementChipLabel(
  refinement: ChipRefinement,
  facet?: Pick<FamilyFacet, 'kind' | 'label' | 'unit'>,
): string {
  const { attribute, operator, value } = refinement
  const bound: ChipBound = operator === '<=' ? 'max' : 'min'
  if (CHIP_ATTRIBUTES.has(attribute) && typeof value === 'number') {
    return filterChipLabel(attribute as ChipAttribute, bound, value)
  }
  if (facet?.kind === 'toggle') return facet.label
  if (facet?.kind === 'range' && typeof value === 'number') {
    const amount = grouped.format(value)
    const written = facet.unit === '$' ? `$${amount}` : `${amount}${facet.unit ? ` ${facet.unit}` : ''}`
    return `${facet.label} ${bound === 'min' ? 'from' : 'to'} ${written}`
  }
  return facetValueLabel(attribute, String(value))
}
