// The shopper's local favourites (§6: stored per site slug in local storage), as an external store
// for React's useSyncExternalStore. Framework-free: the hook in useFavourites.ts only binds it.
import { type FavouriteToggle, favouritesStorageKey, toggleFavourite } from '@forecourt/domain'

/**
 * What a saved car keeps besides its id: enough for the favourites strip to draw it without asking
 * the platform. The favourites and compare pages fetch the car itself, fresh, by id.
 */
export interface FavouriteEntry {
  id: number
  slug: string
  name: string
  imageUrl: string | null
}

/**
 * One stored entry, checked by hand: this module runs on every page, and a schema library here
 * would put zod on every page for four fields.
 */
function readEntry(item: unknown): FavouriteEntry | null {
  if (typeof item !== 'object' || item === null) return null
  const { id, slug, name, imageUrl } = item as Record<string, unknown>
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null
  if (typeof slug !== 'string' || typeof name !== 'string') return null
  if (imageUrl !== null && typeof imageUrl !== 'string') return null
  return { id, slug, name, imageUrl }
}

export interface FavouritesStore {
  /** Saved cars in the order saved; the same array until the list changes. */
  getSnapshot(): readonly FavouriteEntry[]
  /** Calls `listener` on every change, from this page or another tab; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** Adds a car that is not saved, removes one that is (§4). */
  toggle(entry: FavouriteEntry): FavouriteToggle
  remove(id: number): void
  /** Drops cars the platform no longer knows (unknown or deleted ids), keeping the rest in order. */
  forget(ids: readonly number[]): void
  /** How many changes this page made: the favourites strip shows after each (§4). */
  getChangeCount(): number
}

/** Nothing is saved on the server: what the browser shows before it has read storage. */
export const NO_FAVOURITES: readonly FavouriteEntry[] = Object.freeze([])

/** Stored text to entries; anything unreadable (another version, a hand edit) counts as nothing saved. */
export function parseFavourites(raw: string | null): readonly FavouriteEntry[] {
  if (!raw) return NO_FAVOURITES
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return NO_FAVOURITES
  }
  if (!Array.isArray(json)) return NO_FAVOURITES
  const seen = new Set<number>()
  return json.flatMap((item) => {
    const entry = readEntry(item)
    // One bad or duplicate entry does not lose the others.
    if (!entry || seen.has(entry.id)) return []
    seen.add(entry.id)
    return [entry]
  })
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface FavouritesStoreOptions {
  siteSlug: string
  /** The browser's localStorage; `null` where there is none (private mode may throw on access). */
  storage: StorageLike | null
  /** Where another tab's changes are announced (`window`); absent in tests of one tab. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>
}

export function createFavouritesStore({
  siteSlug,
  storage,
  events,
}: FavouritesStoreOptions): FavouritesStore {
  const key = favouritesStorageKey(siteSlug)
  const listeners = new Set<() => void>()
  let raw: string | null = null
  let snapshot = NO_FAVOURITES
  // Without storage (or when it refuses a write) the list lives for this page only.
  let memory: string | null = null
  let changes = 0

  function read(): string | null {
    if (!storage) return memory
    try {
      return storage.getItem(key)
    } catch {
      return memory
    }
  }

  function getSnapshot(): readonly FavouriteEntry[] {
    const current = read()
    if (current !== raw) {
      raw = current
      snapshot = parseFavourites(current)
    }
    return snapshot
  }

  function write(entries: readonly FavouriteEntry[]) {
    const next = entries.length > 0 ? JSON.stringify(entries) : null
    memory = next
    try {
      if (next === null) storage?.removeItem(key)
      else storage?.setItem(key, next)
    } catch {
      // Storage full or blocked: the memory copy keeps this page consistent.
    }
    changes += 1
    for (const listener of listeners) listener()
  }

  function onStorage(event: Event) {
    const changedKey = (event as StorageEvent).key
    if (changedKey === key || changedKey === null) for (const listener of listeners) listener()
  }

  return {
    getSnapshot,
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage)
      }
    },
    toggle(entry) {
      const saved = getSnapshot()
      const result = toggleFavourite(
        saved.map((item) => item.id),
        entry.id,
      )
      write(result.added ? [...saved, entry] : saved.filter((item) => item.id !== entry.id))
      return result
    },
    remove(id) {
      const saved = getSnapshot()
      if (saved.some((item) => item.id === id)) write(saved.filter((item) => item.id !== id))
    },
    forget(ids) {
      const saved = getSnapshot()
      const kept = saved.filter((item) => !ids.includes(item.id))
      if (kept.length !== saved.length) write(kept)
    },
    getChangeCount: () => changes,
  }
}
