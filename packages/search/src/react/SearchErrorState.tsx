import { useInstantSearch } from 'react-instantsearch'

/** Shown when the search host fails; the rest of the page keeps its last results. */
export function SearchErrorState() {
  const { error } = useInstantSearch({ catchError: true })
  if (!error) return null
  return (
    <div role="alert" className="fc-SearchError">
      Search is unavailable right now. Please try again in a moment.
    </div>
  )
}
