import { useId, useState } from 'react'
import './RefinementList.css'

export interface RefinementListItem {
  value: string
  /** The words a shopper reads: 'Toyota', 'HR (Heavy Rigid)'. */
  label: string
  count: number
  isRefined: boolean
}

export interface RefinementListProps {
  /** The facet's name, e.g. 'Make': the group's legend. */
  label: string
  items: readonly RefinementListItem[]
  onToggle: (value: string) => void
  /** How many values show before 'Show more'; refined values always show. */
  limit?: number
}

/**
 * One facet's values as checkboxes with their counts (the search page's filters). Native
 * checkboxes, so the group is usable before hydration and by every assistive technology; a long
 * list shows its first values and a 'Show more' button, keeping the sidebar short.
 */
export function RefinementList({ label, items, onToggle, limit = 6 }: RefinementListProps) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  if (items.length === 0) return null
  const hidden = items.length - limit
  const shown =
    expanded || hidden <= 0 ? items : items.filter((item, index) => index < limit || item.isRefined)
  return (
    <fieldset className="fc-RefinementList" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`} className="fc-RefinementList-legend">
        {label}
      </legend>
      <ul className="fc-RefinementList-items" id={`${id}-items`}>
        {shown.map((item) => (
          <li key={item.value}>
            <label className="fc-RefinementList-item">
              <input
                type="checkbox"
                className="fc-RefinementList-checkbox"
                checked={item.isRefined}
                onChange={() => onToggle(item.value)}
              />
              <span className="fc-RefinementList-label">{item.label}</span>{' '}
              <span className="fc-RefinementList-count">({item.count})</span>
            </label>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          className="fc-RefinementList-more"
          aria-expanded={expanded}
          aria-controls={`${id}-items`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show less' : `Show ${hidden} more`}
        </button>
      )}
    </fieldset>
  )
}
