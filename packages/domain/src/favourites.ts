import type { Car } from './car.js'
import { COMPARE_BADGE_CAP, FAVOURITES_STRIP_SLOTS } from './constants.js'

export interface FavouriteVisibilityContext {
  /** Compare mode adds the compare conditions (§5). */
  compareMode: boolean
  /** Site lets sold cars keep their favourite control (§5 'sold-state allowed'). */
  soldStateAllowed: boolean
  /** Site compares used cars only (§5 'on some sites, is used'). */
  compareUsedOnly: boolean
}

/**
 * Favourite controls appear only if the car is in stock or the site allows the sold state; in compare
 * mode the car also needs a price above 0, images and, on some sites, to be used (§5).
 */
export function canShowFavourite(
  car: Pick<Car, 'status' | 'sold' | 'price' | 'images' | 'car_type'>,
  context: FavouriteVisibilityContext,
): boolean {
  const stockOk = (car.status === 'in_stock' && !car.sold) || context.soldStateAllowed
  if (!stockOk) return false
  if (!context.compareMode) return true
  return car.price > 0 && car.images.length > 0 && (!context.compareUsedOnly || car.car_type === 'used')
}

export interface FavouriteToggle {
  ids: number[]
  /** True when the car was added; adding fires event 39 (§4). */
  added: boolean
}

/** Toggling adds a car that is not saved and removes one that is (§4). */
export function toggleFavourite(ids: readonly number[], carId: number): FavouriteToggle {
  return ids.includes(carId)
    ? { ids: ids.filter((id) => id !== carId), added: false }
    : { ids: [...ids, carId], added: true }
}

export interface FavouritesStrip<T> {
  /** Up to three saved cars (§9). */
  slots: T[]
  /** '+N' on the compare button for the cars beyond the slots, N capped at 9; null when none (§4). */
  badge: string | null
}

export function favouritesStrip<T>(saved: readonly T[]): FavouritesStrip<T> {
  const overflow = saved.length - FAVOURITES_STRIP_SLOTS
  return {
    slots: saved.slice(0, FAVOURITES_STRIP_SLOTS),
    badge: overflow > 0 ? `+${Math.min(overflow, COMPARE_BADGE_CAP)}` : null,
  }
}

/** Local favourites are stored per site slug (§6); the key's shape is ours. */
export function favouritesStorageKey(siteSlug: string): string {
  return `forecourt:favourites:${siteSlug}`
}

/** Favourites page path unless a site sets its own (§2). */
export const DEFAULT_FAVOURITES_PATH = '/favourites'
