// The saved cars themselves, fetched by id once the browser has read its favourites; ids the
// platform no longer knows are dropped from storage (§2 /favourites, /compare).
import { type Car, CarSchema } from '@forecourt/domain'
import { useEffect, useState } from 'react'
import { z } from 'zod'
import { SAVED_CARS_PATH } from './favourites-paths.js'
import type { Favourites } from './useFavourites.js'
import { useHydrated } from './useFavourites.js'

const SavedCarsAnswer = z.object({ cars: z.array(CarSchema), missing: z.array(z.number()) })

export type SavedCarsStatus = 'loading' | 'ready' | 'error'

export interface SavedCars {
  status: SavedCarsStatus
  /** The saved cars the platform has, in the order saved. */
  cars: Car[]
}

function savedCarsUrl(ids: readonly number[]): string {
  return `${SAVED_CARS_PATH}?ids=${ids.join(',')}`
}

export function useSavedCars(favourites: Pick<Favourites, 'saved' | 'forget'>): SavedCars {
  const hydrated = useHydrated()
  const [known, setKnown] = useState<ReadonlyMap<number, Car>>(new Map())
  const [failed, setFailed] = useState(false)
  const { saved, forget } = favourites
  // Only cars not fetched yet: removing one on the page needs no new request.
  const unknownIds = saved.map((entry) => entry.id).filter((id) => !known.has(id))
  const request = unknownIds.length > 0 ? savedCarsUrl(unknownIds) : null

  useEffect(() => {
    if (!hydrated || !request) return
    const controller = new AbortController()
    setFailed(false)
    fetch(request, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`saved cars answered ${response.status}`)
        const answer = SavedCarsAnswer.parse(await response.json())
        setKnown((previous) => new Map([...previous, ...answer.cars.map((car) => [car.id, car] as const)]))
        if (answer.missing.length > 0) forget(answer.missing)
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [hydrated, request, forget])

  const status: SavedCarsStatus = !hydrated ? 'loading' : failed ? 'error' : request ? 'loading' : 'ready'
  return { status, cars: saved.flatMap((entry) => known.get(entry.id) ?? []) }
}
