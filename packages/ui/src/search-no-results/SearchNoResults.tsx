import './SearchNoResults.css'

export interface SearchNoResultsProps {
  /** 'No cars match your search.' */
  message: string
  /** Undoes the query and every filter; shown while any is in force. */
  onClearAll?: (() => void) | undefined
  /** Other ways into the stock: 'All used cars', a body type… */
  suggestions?: readonly { label: string; href: string }[]
}

/** What an empty listing offers instead of results: clear the filters, or browse another way. */
export function SearchNoResults({ message, onClearAll, suggestions = [] }: SearchNoResultsProps) {
  return (
    <div className="fc-SearchNoResults">
      <p className="fc-SearchNoResults-message">{message}</p>
      <p className="fc-SearchNoResults-hint">Try fewer filters or a different search.</p>
      {onClearAll && (
        <button type="button" className="fc-SearchNoResults-clear" onClick={onClearAll}>
          Clear all filters
        </button>
      )}
      {suggestions.length > 0 && (
        <ul className="fc-SearchNoResults-suggestions" aria-label="Browse instead">
          {suggestions.map((suggestion) => (
            <li key={suggestion.href}>
              <a href={suggestion.href}>{suggestion.label}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
