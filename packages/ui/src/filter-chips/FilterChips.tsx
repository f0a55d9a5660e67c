import './FilterChips.css'

export interface FilterChip {
  key: string
  /** The refinement as §2 words it: 'From $20K', '50K km', 'Toyota'. */
  label: string
  onRemove: () => void
}

export interface FilterChipsProps {
  chips: readonly FilterChip[]
  /** Clears every refinement (shown with two or more chips). */
  onClearAll?: () => void
}

/** The refinements in force as removable chips, with 'Clear all' once there are several. */
export function FilterChips({ chips, onClearAll }: FilterChipsProps) {
  if (chips.length === 0) return null
  return (
    <div className="fc-FilterChips">
      <ul className="fc-FilterChips-list" aria-label="Selected filters">
        {chips.map((chip) => (
          <li key={chip.key} className="fc-FilterChips-chip">
            <span>{chip.label}</span>
            <button
              type="button"
              className="fc-FilterChips-remove"
              aria-label={`Remove ${chip.label}`}
              onClick={chip.onRemove}
            >
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      {onClearAll && chips.length > 1 && (
        <button type="button" className="fc-FilterChips-clear" onClick={onClearAll}>
          Clear all
        </button>
      )}
    </div>
  )
}
