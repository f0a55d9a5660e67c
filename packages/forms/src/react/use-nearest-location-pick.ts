// Watches the form's postcode: once it is a valid one, asks the page for the locations nearest it,
// and an empty Location choice takes the nearest (issue 16 row 3). Ordering is a help, never a
// blocker: a postcode that cannot be placed or a lookup that fails leaves the form as it was.
import { isValidPostcode } from '@forecourt/domain'
import { useStore } from '@tanstack/react-form'
import { useEffect, useState } from 'react'
import type { FieldValue } from '../field-types.js'
import type { LocationDistance } from '../nearest-locations.js'

/** The distances of the site's locations from a postcode, nearest first; null when not placed. */
export type NearestLocationsLookup = (postcode: string) => Promise<readonly LocationDistance[] | null>

/** The slice of a TanStack form this hook reads and writes. */
interface LocationForm {
  store: Parameters<typeof useStore>[0]
  getFieldValue: (name: 'location') => FieldValue | undefined
  setFieldValue: (name: 'location', value: never) => void
}

export function useNearestLocationPick(
  form: LocationForm,
  asksForLocation: boolean,
  lookup: NearestLocationsLookup | undefined,
): readonly LocationDistance[] | null {
  const postcode = useStore(
    form.store,
    (state) => (state as { values: Record<string, unknown> }).values.postcode,
  )
  const [distances, setDistances] = useState<readonly LocationDistance[] | null>(null)
  const wanted = typeof postcode === 'string' ? postcode.trim() : ''
  const asked = Boolean(lookup) && asksForLocation && isValidPostcode(wanted)

  useEffect(() => {
    if (!asked || !lookup) return
    let current = true
    lookup(wanted)
      .then((found) => {
        if (!current || !found) return
        setDistances(found)
        const nearest = found.find((entry) => entry.distanceKm !== null)
        // The shopper's own choice (or the page's preselection) stays.
        if (nearest && !form.getFieldValue('location')) form.setFieldValue('location', nearest.value as never)
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [asked, wanted, lookup, form])

  return asked ? distances : null
}
