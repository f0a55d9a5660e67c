// React binding of the favourites store: one store per site slug in the browser, nothing saved on
// the server, so the server's HTML and the first client render agree and storage is read after.
import { ANALYTICS_EVENTS, type Car, type SiteConfig } from '@forecourt/domain'
import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { track } from '../analytics.js'
import {
  createFavouritesStore,
  type FavouriteEntry,
  type FavouritesStore,
  NO_FAVOURITES,
} from './favourites-store.js'

const stores = new Map<string, FavouritesStore>()

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The site's store; on the server a storage-less one that only ever answers nothing saved. */
export function favouritesStoreFor(siteSlug: string): FavouritesStore {
  if (typeof window === 'undefined') return createFavouritesStore({ siteSlug, storage: null })
  let store = stores.get(siteSlug)
  if (!store) {
    store = createFavouritesStore({ siteSlug, storage: browserStorage(), events: window })
    stores.set(siteSlug, store)
  }
  return store
}

/**
 * False in the server render and the hydrating render, true after: when storage may be read. It
 * turns true in a transition after the first commit, not by useSyncExternalStore's server snapshot,
 * whose forced re-render runs synchronously inside hydration's commit: what storage reveals (the
 * banner's count, a card's saved heart) then renders in idle time instead of lengthening the page's
 * longest task (issue 18).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return hydrated
}

const noFavourites = () => NO_FAVOURITES

function entryOf(car: Pick<Car, 'id' | 'slug' | 'name' | 'primary_image_url'>): FavouriteEntry {
  return { id: car.id, slug: car.slug, name: car.name, imageUrl: car.primary_image_url }
}

export interface Favourites {
  /** Local favourites are on for the site (features.favourites_storage 'local'). */
  enabled: boolean
  saved: readonly FavouriteEntry[]
  isSaved(id: number): boolean
  /** Adds or removes the car (§4); adding fires event 39. */
  toggle(car: Pick<Car, 'id' | 'slug' | 'name' | 'primary_image_url'>): void
  remove(id: number): void
  forget(ids: readonly number[]): void
}

/**
 * The site's local favourites. A site on the server-side watchlist (features.favourites_storage
 * 'watchlist', which needs sign-in) gets `enabled: false` and nothing saved.
 */
export function useFavourites(site: Pick<SiteConfig, 'slug' | 'features'>): Favourites {
  const store = favouritesStoreFor(site.slug)
  const enabled = site.features.favourites_storage === 'local'
  // Storage is read once hydrated: the hydrating render answers what the server did.
  const hydrated = useHydrated()
  const stored = useSyncExternalStore(
    store.subscribe,
    hydrated ? store.getSnapshot : noFavourites,
    noFavourites,
  )
  const saved = enabled ? stored : NO_FAVOURITES
  const toggle = useCallback<Favourites['toggle']>(
    (car) => {
      const { added } = store.toggle(entryOf(car))
      if (added) track({ eventId: ANALYTICS_EVENTS.addToFavourites.id, carId: car.id })
    },
    [store],
  )
  return {
    enabled,
    saved,
    isSaved: (id) => saved.some((entry) => entry.id === id),
    toggle,
    remove: store.remove,
    forget: store.forget,
  }
}

/** How many changes this page made to the site's favourites (the strip shows after each, §4). */
export function useFavouritesChangeCount(siteSlug: string): number {
  const store = favouritesStoreFor(siteSlug)
  return useSyncExternalStore(store.subscribe, store.getChangeCount, () => 0)
}

/** The banner's favourites count (§2 favourites control): unknown until the browser has read storage. */
export function useFavouritesCount(site: Pick<SiteConfig, 'slug' | 'features'>): number | undefined {
  const { enabled, saved } = useFavourites(site)
  const hydrated = useHydrated()
  return enabled && hydrated ? saved.length : undefined
}
