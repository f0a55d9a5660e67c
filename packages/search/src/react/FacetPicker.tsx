import { DEFAULT_FACET_TAB, FACET_PICKER_TITLE, FACET_TABS, type FacetTabAttribute } from '@forecourt/domain'
import { useId, useState } from 'react'
import { useSortBy } from 'react-instantsearch'
import { PriceRangeFilter } from './PriceRangeFilter.js'
import { RefinementFacet } from './RefinementFacet.js'

export interface FacetPickerProps {
  /** The replica sorted by price descending: the price tab's button sorts by it (§4). */
  priceDescendingIndex: string
  sortItems: { value: string; label: string }[]
}

/** 'Find the perfect car for you': tabs Brand, Body, Price, Fuel Type, Model; Brand first (§2, §4). */
export function FacetPicker({ priceDescendingIndex, sortItems }: FacetPickerProps) {
  const [tab, setTab] = useState<FacetTabAttribute>(DEFAULT_FACET_TAB)
  const { refine: sortBy } = useSortBy({ items: sortItems })
  const id = useId()
  return (
    <section className="fc-facet-picker" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{FACET_PICKER_TITLE}</h2>
      <div role="tablist" aria-label={FACET_PICKER_TITLE}>
        {FACET_TABS.map((entry) => (
          <button
            key={entry.attribute}
            type="button"
            role="tab"
            id={`${id}-${entry.attribute}`}
            aria-selected={tab === entry.attribute}
            aria-controls={`${id}-panel`}
            onClick={() => setTab(entry.attribute)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'price_range' ? (
          <PriceRangeFilter buttonLabel="Search by price" onApply={() => sortBy(priceDescendingIndex)} />
        ) : (
          <RefinementFacet
            attribute={tab}
            kind="facet"
            label={FACET_TABS.find((entry) => entry.attribute === tab)?.label ?? tab}
          />
        )}
      </div>
    </section>
  )
}
