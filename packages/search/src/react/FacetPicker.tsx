import { CARS_PROFILE, type FamilyFacetTab, type PriceSlider } from '@forecourt/domain'
import { useId, useState } from 'react'
import { useSortBy } from 'react-instantsearch'
import { PriceRangeFilter } from './PriceRangeFilter.js'
import { RefinementFacet } from './RefinementFacet.js'

export interface FacetPickerProps {
  /** The replica sorted by price descending: the price tab's button sorts by it (§4). */
  priceDescendingIndex: string
  sortItems: { value: string; label: string }[]
  /** The family's words: 'Find the perfect truck for you'; the spec's car title by default. */
  title?: string
  /** The family's tabs; the spec's Brand, Body, Price, Fuel Type, Model by default (§2). */
  tabs?: readonly FamilyFacetTab[]
  defaultTab?: string
  /** The slider the price tab holds (the family profile's priceSlider). */
  slider?: PriceSlider
}

/**
 * 'Find the perfect car for you' (or the family's own words): tabs Brand, Body, Price, Fuel Type,
 * Model for cars, Brand first (§2, §4); the price tab holds the family's slider.
 */
export function FacetPicker({
  priceDescendingIndex,
  sortItems,
  title = CARS_PROFILE.vocabulary.facetPickerTitle,
  tabs = CARS_PROFILE.facetTabs,
  defaultTab = CARS_PROFILE.defaultFacetTab,
  slider = CARS_PROFILE.priceSlider,
}: FacetPickerProps) {
  const [tab, setTab] = useState<string>(defaultTab)
  const { refine: sortBy } = useSortBy({ items: sortItems })
  const id = useId()
  const selected = tabs.find((entry) => entry.attribute === tab) ?? tabs[0]
  return (
    <section className="fc-FacetPicker" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div role="tablist" aria-label={title}>
        {tabs.map((entry) => (
          <button
            key={entry.attribute}
            type="button"
            role="tab"
            id={`${id}-${entry.attribute}`}
            aria-selected={selected?.attribute === entry.attribute}
            aria-controls={`${id}-panel`}
            onClick={() => setTab(entry.attribute)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected?.attribute ?? ''}`}>
        {selected?.kind === 'price' ? (
          <PriceRangeFilter
            buttonLabel={`Search by ${slider.label.toLowerCase()}`}
            slider={slider}
            onApply={() => sortBy(priceDescendingIndex)}
          />
        ) : selected ? (
          <RefinementFacet attribute={selected.attribute} kind="facet" label={selected.label} />
        ) : null}
      </div>
    </section>
  )
}
