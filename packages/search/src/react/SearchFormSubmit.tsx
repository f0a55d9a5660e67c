// The end of every search box's form, the plain one and the suggesting one alike: the hidden fields
// a GET without JavaScript carries (a site's search suffix) and the Search button.
import { Button } from 'react-aria-components/Button'
import type { InitialSearch } from '../initial-search.js'

export function SearchFormSubmit({ params }: Pick<InitialSearch, 'params'>) {
  return (
    <>
      {params.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {/* §2: mobile shows a Search button; wider screens search on Enter. */}
      <Button type="submit" className="fc-SearchBox-submit">
        Search
      </Button>
    </>
  )
}
