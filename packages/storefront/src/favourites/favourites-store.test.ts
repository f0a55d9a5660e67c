import { favouritesStorageKey } from '@forecourt/domain'
import { describe, expect, it, vi } from 'vitest'
import {
  createFavouritesStore,
  type FavouriteEntry,
  NO_FAVOURITES,
  parseFavourites,
} from './favourites-store.js'

const rav4: FavouriteEntry = {
  id: 48211,
  slug: '2021-toyota-rav4-gx-48211',
  name: '2021 Toyota RAV4 GX',
  imageUrl: '/a.jpg',
}
const ranger: FavouriteEntry = {
  id: 48390,
  slug: '2024-ford-ranger-xlt-48390',
  name: '2024 Ford Ranger XLT',
  imageUrl: null,
}
const corolla: FavouriteEntry = { id: 7, slug: 'corolla-7', name: '2019 Toyota Corolla', imageUrl: null }

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const KEY = favouritesStorageKey('coastal-motors')

describe('parseFavourites', () => {
  it.each([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"id":1}', []],
    ['an empty list', '[]', []],
    ['entries', JSON.stringify([rav4, ranger]), [rav4, ranger]],
    [
      'a bad entry among good ones',
      JSON.stringify([rav4, { id: 'x' }, { id: 0, slug: 's', name: 'n', imageUrl: null }, ranger]),
      [rav4, ranger],
    ],
    ['a duplicate id', JSON.stringify([rav4, { ...rav4, name: 'again' }]), [rav4]],
    ['a fractional id', JSON.stringify([{ ...rav4, id: 1.5 }]), []],
    ['an image that is not text', JSON.stringify([{ ...rav4, imageUrl: 3 }]), []],
    ['no image key', JSON.stringify([{ id: 2, slug: 's', name: 'n' }]), []],
    ['keys it does not keep', JSON.stringify([{ ...rav4, price: 1 }]), [rav4]],
  ])('%s', (_, raw, expected) => {
    expect(parseFavourites(raw)).toEqual(expected)
  })
})

describe('createFavouritesStore', () => {
  it('saves under the site slug, toggles cars in and out, and says which way (§4)', () => {
    const storage = memoryStorage()
    const store = createFavouritesStore({ siteSlug: 'coastal-motors', storage })
    expect(store.getSnapshot()).toBe(NO_FAVOURITES)
    expect(store.toggle(rav4)).toEqual({ ids: [rav4.id], added: true })
    expect(store.toggle(ranger)).toEqual({ ids: [rav4.id, ranger.id], added: true })
    expect(JSON.parse(storage.items.get(KEY) ?? 'null')).toEqual([rav4, ranger])
    expect(store.toggle(rav4)).toEqual({ ids: [ranger.id], added: false })
    expect(store.getSnapshot()).toEqual([ranger])
    // The last removal clears the key rather than leaving an empty list behind.
    store.remove(ranger.id)
    expect(storage.items.has(KEY)).toBe(false)
    expect(store.getSnapshot()).toEqual([])
  })

  it('keeps each site apart', () => {
    const storage = memoryStorage()
    createFavouritesStore({ siteSlug: 'coastal-motors', storage }).toggle(rav4)
    expect(createFavouritesStore({ siteSlug: 'other-site', storage }).getSnapshot()).toEqual([])
    expect(createFavouritesStore({ siteSlug: 'coastal-motors', storage }).getSnapshot()).toEqual([rav4])
  })

  it('hands React the same array until the list changes', () => {
    const store = createFavouritesStore({
      siteSlug: 'coastal-motors',
      storage: memoryStorage({ [KEY]: JSON.stringify([rav4]) }),
    })
    const first = store.getSnapshot()
    expect(store.getSnapshot()).toBe(first)
    store.toggle(ranger)
    expect(store.getSnapshot()).not.toBe(first)
    expect(store.getSnapshot()).toEqual([rav4, ranger])
  })

  it('forgets cars the platform no longer has, keeping the others in order', () => {
    const store = createFavouritesStore({
      siteSlug: 'coastal-motors',
      storage: memoryStorage({ [KEY]: JSON.stringify([rav4, ranger, corolla]) }),
    })
    const listener = vi.fn()
    store.subscribe(listener)
    store.forget([ranger.id, 999])
    expect(store.getSnapshot()).toEqual([rav4, corolla])
    expect(listener).toHaveBeenCalledTimes(1)
    // Nothing to forget: no write, no change for the strip to show.
    store.forget([999])
    expect(listener).toHaveBeenCalledTimes(1)
    store.remove(999)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('counts this page’s changes and tells subscribers until they leave', () => {
    const store = createFavouritesStore({ siteSlug: 'coastal-motors', storage: memoryStorage() })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    expect(store.getChangeCount()).toBe(0)
    store.toggle(rav4)
    store.toggle(rav4)
    expect(store.getChangeCount()).toBe(2)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    store.toggle(ranger)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('follows another tab through the storage event, for its own key only', () => {
    const storage = memoryStorage()
    const events = new EventTarget()
    const store = createFavouritesStore({
      siteSlug: 'coastal-motors',
      storage,
      events: events as unknown as Window,
    })
    const listener = vi.fn()
    store.subscribe(listener)
    storage.items.set(KEY, JSON.stringify([corolla]))
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'something-else' }))
    expect(listener).not.toHaveBeenCalled()
    events.dispatchEvent(Object.assign(new Event('storage'), { key: KEY }))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).toEqual([corolla])
    expect(store.getChangeCount()).toBe(0)
  })

  it('keeps working for the page when storage is missing or refuses writes', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    for (const storage of [null, refusing]) {
      const store = createFavouritesStore({ siteSlug: 'coastal-motors', storage })
      expect(store.getSnapshot()).toEqual([])
      expect(store.toggle(rav4).added).toBe(true)
      expect(store.getSnapshot()).toEqual([rav4])
    }
  })
})
