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
