// The lead forms' Location choice by distance (issue 16 row 3): the browser asks the kit's own
// route, which asks the platform's geocoder, so no key or platform address reaches the page.
import type { LocationDistance } from '@forecourt/forms/react'

/** The site's locations nearest the postcode, or null when it could not be placed or asked. */
export async function lookupNearestLocations(postcode: string): Promise<LocationDistance[] | null> {
  const answer = await fetch(`/api/nearest-locations?postcode=${encodeURIComponent(postcode)}`)
  if (!answer.ok) return null
  const { locations } = (await answer.json()) as { locations?: LocationDistance[] }
  return locations ?? null
}
