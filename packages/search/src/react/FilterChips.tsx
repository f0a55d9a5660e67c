import { type ChipAttribute, type FamilyFacet, facetValueLabel, filterChipLabel } from '@forecourt/domain'
import { FilterChips as FilterChipsView } from '@forecourt/ui/filter-chips'
import { useClearRefinements, useInstantSearch } from 'react-instantsearch'
import { refinementsInForce, withoutRefinement } from './refinements-in-force.js'

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
  const { indexUiState, setIndexUiState } = useInstantSearch()
  const { refine: clearAll } = useClearRefinements()
  const chips = refinementsInForce(indexUiState, facets).map((refinement) => {
    const { attribute, operator, value } = refinement
    const facet = facets.find((entry) => entry.attribute === attribute)
    return {
      key: `${attribute}:${operator ?? ''}${value}`,
      label: chipLabel(facet, attribute, { ...(operator ? { operator } : {}), value, label: String(value) }),
      onRemove: () => setIndexUiState((current) => withoutRefinement(current, refinement)),
    }
  })
  return <FilterChipsView chips={chips} onClearAll={clearAll} />
}
