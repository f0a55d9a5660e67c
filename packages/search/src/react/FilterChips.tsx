import { type ChipAttribute, filterChipLabel } from '@forecourt/domain'
import { useCurrentRefinements } from 'react-instantsearch'

const CHIP_ATTRIBUTES = new Set<string>(['price', 'km', 'year', 'seats'])

/** The refinements in force as removable chips, range bounds with the spec's labels (§2). */
export function FilterChips() {
  const { items } = useCurrentRefinements()
  const chips = items.flatMap((item) =>
    item.refinements.map((refinement) => {
      const bound = refinement.operator === '<=' ? 'max' : 'min'
      const label =
        CHIP_ATTRIBUTES.has(item.attribute) && typeof refinement.value === 'number'
          ? filterChipLabel(item.attribute as ChipAttribute, bound, refinement.value)
          : String(refinement.label)
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
