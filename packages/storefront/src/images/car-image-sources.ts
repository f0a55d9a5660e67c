// Every car photo the kit's lists show, at the image CDN's widths (spec §7 "width, quality and
// crop"), through domain's one builder. Each slot says the widths on offer and how wide it is laid
// out, so the browser downloads the smallest photo that fills it on the shopper's screen.
import { type Car, type CarImageCrop, carImageSrcSet, carImageUrl } from '@forecourt/domain'

interface CarImageSlot {
  /** The width `src` asks for, for a browser that ignores srcset. */
  width: number
  widths: readonly number[]
  quality: number
  crop: CarImageCrop
  sizes: string
}

const SLOTS = {
  // A result card in .fc-CardGrid (18rem minimum columns): one column under 40rem, and a column
  // is never wider than about 28rem once there are two. The media box is 4:3.
  card: {
    width: 640,
    widths: [320, 480, 640, 960],
    quality: 70,
    crop: '4:3',
    sizes: '(min-width: 40rem) 28rem, 100vw',
  },
  // The saved-cars strip's 72 × 54 thumbnail, at 1x and 2x.
  saved: { width: 72, widths: [72, 144], quality: 60, crop: '4:3', sizes: '72px' },
  // The compare table's column photo (at most 15rem) and the checkout summary's, which take one
  // address: the 2x width, sharp on every screen at a few kB more on the rest.
  compare: { width: 480, widths: [240, 480], quality: 70, crop: '4:3', sizes: '15rem' },
  checkout: { width: 960, widths: [480, 960], quality: 75, crop: '4:3', sizes: '30rem' },
  // A shared link's preview (og:image): 1200 px wide, the wide shape link previews crop to.
  share: { width: 1200, widths: [1200], quality: 80, crop: '16:9', sizes: '1200px' },
  // The print page's 640 × 480 photo: paper wants the 2x, so a printer is offered it first.
  print: { width: 1280, widths: [640, 1280], quality: 85, crop: '4:3', sizes: '640px' },
} as const satisfies Record<string, CarImageSlot>

export type CarImageSlotName = keyof typeof SLOTS

export interface CarImageSources {
  src: string
  srcSet: string
  sizes: string
}

/** A photo's sources for a slot; null when there is no photo or domain refuses its address. */
export function carImageSources(url: string | null, slot: CarImageSlotName): CarImageSources | null {
  if (!url) return null
  const { width, widths, quality, crop, sizes } = SLOTS[slot]
  const src = carImageUrl(url, { width, quality, crop })
  const srcSet = carImageSrcSet(url, widths, { quality, crop })
  return src && srcSet ? { src, srcSet, sizes } : null
}

/**
 * The car with its primary photo at a slot's `src`, for ui blocks that show `primary_image_url`
 * as given (the compare table, the checkout summary): a refused address becomes no photo.
 */
export function withSlotPhoto<T extends Pick<Car, 'primary_image_url'>>(car: T, slot: CarImageSlotName): T {
  return { ...car, primary_image_url: carImageSources(car.primary_image_url, slot)?.src ?? null }
}
