import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '../private/useHydrated.js'
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

/**
 * The refinements in force as removable chips, with 'Clear all' once there are several. The server's
 * page shows the chips as words, and their buttons come with JavaScript: a button that cannot work
 * is never shown, and the row keeps its height when they arrive.
 */
export function FilterChips({ chips, onClearAll }: FilterChipsProps) {
  const list = useRef<HTMLUListElement>(null)
  // After a removal, focus goes to the chip that took the removed one's place (or the one before),
  // not to the top of the page.
  const [focusAt, setFocusAt] = useState<number | null>(null)
  useEffect(() => {
    if (focusAt === null) return
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.fc-FilterChips-remove') ?? []
    buttons[Math.min(focusAt, buttons.length - 1)]?.focus()
    setFocusAt(null)
  }, [focusAt])
  const hydrated = useHydrated()
  if (chips.length === 0) return null
  return (
    <div className="fc-FilterChips">
      <ul className="fc-FilterChips-list" aria-label="Selected filters" ref={list}>
        {chips.map((chip, index) => (
          <li key={chip.key} className="fc-FilterChips-chip">
            <span>{chip.label}</span>
            {hydrated && (
              <button
                type="button"
                className="fc-FilterChips-remove"
                aria-label={`Remove ${chip.label}`}
                onClick={() => {
                  chip.onRemove()
                  setFocusAt(index)
                }}
              >
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </li>
        ))}
      </ul>
      {hydrated && onClearAll && chips.length > 1 && (
        <button type="button" className="fc-FilterChips-clear" onClick={onClearAll}>
          Clear all
        </button>
      )}
    </div>
  )
}
