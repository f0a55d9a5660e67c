import { type ChipAttribute, type FamilyFacet, facetValueLabel, filterChipLabel } from '@forecourt/domain'
import { useCurrentRefinements } from 'react-instantsearch'

const CHIP_ATTRIBUTES = new Set<string>(['price', 'km', 'year', 'seats'])
const numbers = new Intl.NumberFormat('en-AU')

/** A chip's words: §2's for price, km, year and seats, the family facet's own for the rest. */
function chipLabel(
  facet: FamilyFacet | undefined,
  attribute: string,
  refinement: { operator?: string; value: unknown; label: string },
): string {
  const bound = refinement.operator === '<=' ? 'max' : 'min'
  if (CHIP_ATTRIBUTES.has(attribute) && typeof refinement.value === 'number') {
    return filterChipLabel(attribute as ChipAttribute, bound, refinement.value)
  }
  if (facet?.kind === 'toggle') return facet.label
  if (facet?.kind === 'range' && typeof refinement.value === 'number') {
    const amount = numbers.format(refinement.value)
    const value = facet.unit === '$' ? `$${amount}` : `${amount}${facet.unit ? ` ${facet.unit}` : ''}`
    return `${facet.label} ${bound === 'min' ? 'from' : 'to'} ${value}`
  }
  return facetValueLabel(attribute, String(refinement.label))
}

/** The refinements in force as removable chips, range bounds with the spec's labels (§2). */
export function FilterChips({ facets = [] }: { facets?: readonly FamilyFacet[] | undefined }) {
  const { items } = useCurrentRefinements()
  const chips = items.flatMap((item) =>
    item.refinements.map((refinement) => {
      const facet = facets.find((entry) => entry.attribute === item.attribute)
      const label = chipLabel(facet, item.attribute, refinement)
      return {
        key: `${item.attribute}:${refinement.operator ?? ''}${refinement.value}`,
        label,
        remove: () => item.refine(refinement),
      }
    }),
  )
  if (chips.length === 0) return null
  return (
    <ul className="fc-filter-chips" aria-label="Selected filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          {chip.label}{' '}
          <button type="button" onClick={chip.remove} aria-label={`Remove ${chip.label}`}>
            ×
          </button>
        </li>
      ))}
    </ul>
  )
}
