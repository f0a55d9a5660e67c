import { type FamilyFacet, refinementChipLabel } from '@forecourt/domain'
import { FilterChips as FilterChipsView } from '@forecourt/ui/filter-chips'
import { useInstantSearch } from 'react-instantsearch'
import { refinementsInForce, withoutRefinement, withoutRefinements } from './refinements-in-force.js'

/** The refinements in force as removable chips, range bounds with the spec's labels (§2). */
export function FilterChips({ facets = [] }: { facets?: readonly FamilyFacet[] | undefined }) {
  const { indexUiState, setIndexUiState } = useInstantSearch()
  const chips = refinementsInForce(indexUiState, facets).map((refinement) => ({
    key: `${refinement.attribute}:${refinement.operator ?? ''}${refinement.value}`,
    label: refinementChipLabel(
      refinement,
      facets.find((facet) => facet.attribute === refinement.attribute),
    ),
    onRemove: () => setIndexUiState((current) => withoutRefinement(current, refinement)),
  }))
  return (
    <FilterChipsView
      chips={chips}
      onClearAll={() => setIndexUiState((current) => withoutRefinements(current))}
    />
  )
}
