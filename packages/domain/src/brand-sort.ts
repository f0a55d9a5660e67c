/**
 * Makes listed first in brand pickers, in this order (§9 'a fixed list of common makes'). The spec
 * does not name them; these are the best-selling makes in AU and NZ.
 */
const COMMON_MAKES = [
  'Toyota',
  'Ford',
  'Mazda',
  'Hyundai',
  'Kia',
  'Mitsubishi',
  'Nissan',
  'Volkswagen',
  'Subaru',
  'Isuzu',
  'MG',
  'Holden',
  'Honda',
  'BYD',
  'GWM',
] as const

const commonRank = new Map<string, number>(COMMON_MAKES.map((make, index) => [make.toLowerCase(), index]))

function rank(make: string): number {
  return commonRank.get(make.toLowerCase()) ?? COMMON_MAKES.length
}

/** Common makes first in their fixed order, then the rest alphabetically (§9). */
export function sortBrands<T>(items: readonly T[], makeOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => {
    const left = makeOf(a)
    const right = makeOf(b)
    return rank(left) - rank(right) || left.localeCompare(right, 'en', { sensitivity: 'base' })
  })
}
