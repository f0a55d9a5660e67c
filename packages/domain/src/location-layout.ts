import { BANNER_LOCATIONS_LINK_THRESHOLD } from './constants.js'

/** One location shows a card with a map, several a grid; none shows nothing (§2, §8). */
export type LocationBlockLayout = 'none' | 'card' | 'grid'

export function locationBlockLayout(count: number): LocationBlockLayout {
  if (count <= 0) return 'none'
  return count === 1 ? 'card' : 'grid'
}

/** Grid columns by count: one per location up to four, five once there are more than four (§9). */
export function locationGridColumns(count: number): number {
  if (count > 4) return 5
  return Math.max(1, count)
}

export interface LocationCarouselLayout {
  /** The carousel heading (§2). */
  title: 'Our Locations'
  /** The 'Swipe' hint is hidden on large screens once there are more than three locations (§9). */
  hideSwipeHintOnLargeScreens: boolean
}

export function locationCarouselLayout(count: number): LocationCarouselLayout {
  return { title: 'Our Locations', hideSwipeHintOnLargeScreens: count > 3 }
}

/** The banner collapses locations into one 'Locations' link above three, or when the site forces it (§9). */
export function showBannerLocationsLink(count: number, forced = false): boolean {
  return forced || count > BANNER_LOCATIONS_LINK_THRESHOLD
}
