import type { CarImageParams } from '@forecourt/domain'
import { type KeyboardEvent, useRef, useState } from 'react'
import { Button } from '../button/Button.js'
import { ChevronIcon } from '../private/ChevronIcon.js'
import { useSwipe } from '../private/useSwipe.js'
import './ImageGallery.css'

/**
 * The image CDN's parameters (§7 "Images come from an image CDN with width, quality and crop"),
 * in domain's dialect so the storefront can hand domain's carImageUrl straight in.
 */
export type ImageCdnParams = CarImageParams

export type ImageUrlBuilder = (src: string, params: ImageCdnParams) => string

export interface ImageGalleryProps {
  /** The car's photos, first the one search results show. */
  images: readonly string[]
  /** Names each photo: 'Photo 2 of 24 of 2021 Toyota RAV4 GX'. */
  carName: string
  /** Builds a CDN address for a size; without it photos are used as given. */
  imageUrl?: ImageUrlBuilder
}

const MAIN_WIDTHS = [480, 800, 1200] as const
const MAIN_QUALITY = 75
const THUMBNAIL_WIDTH = 160
const THUMBNAIL_QUALITY = 60
// The thumbnail slot is 4:3 (160 × 120); the main image keeps the whole photo.
const THUMBNAIL_CROP = '4:3'
const asGiven: ImageUrlBuilder = (src) => src

/**
 * The car page's photos (§2) with thumbnails. The first photo is the page's largest paint, so it
 * loads eagerly at high priority; every other photo and thumbnail loads lazily. Previous/Next
 * buttons, the thumbnails, the arrow keys and a swipe all change the photo.
 */
export function ImageGallery({ images, carName, imageUrl = asGiven }: ImageGalleryProps) {
  const [index, setIndex] = useState(0)
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([])
  const count = images.length
  const select = (next: number, moveFocus = false) => {
    const wrapped = (next + count) % count
    setIndex(wrapped)
    if (moveFocus) thumbnails.current[wrapped]?.focus()
  }
  const swipe = useSwipe((direction) => select(index + (direction === 'next' ? 1 : -1)))

  if (count === 0) {
    return (
      <div className="fc-ImageGallery fc-ImageGallery-empty">
        <p>Photos coming soon</p>
      </div>
    )
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    // From a thumbnail focus follows the selection, as in a toolbar; elsewhere it stays put.
    const onThumbnail = thumbnails.current.includes(event.target as HTMLButtonElement)
    select(index + (event.key === 'ArrowRight' ? 1 : -1), onThumbnail)
  }
  const label = (position: number) => `Photo ${position + 1} of ${count} of ${carName}`
  const src = images[index] as string

  return (
    <section className="fc-ImageGallery" aria-label={`Photos of ${carName}`} onKeyDown={onKeyDown}>
      <div className="fc-ImageGallery-stage" {...swipe}>
        <img
          className="fc-ImageGallery-image"
          src={imageUrl(src, { width: MAIN_WIDTHS[1], quality: MAIN_QUALITY })}
          srcSet={MAIN_WIDTHS.map(
            (width) => `${imageUrl(src, { width, quality: MAIN_QUALITY })} ${width}w`,
          ).join(', ')}
          sizes="(min-width: 1024px) 60vw, 100vw"
          alt={label(index)}
          width={800}
          height={600}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
          decoding={index === 0 ? 'sync' : 'async'}
          draggable={false}
        />
        {count > 1 && (
          <>
            <Button
              variant="secondary"
              size="sm"
              className="fc-ImageGallery-step"
              data-direction="previous"
              aria-label="Previous photo"
              onPress={() => select(index - 1)}
            >
              <ChevronIcon direction="left" />
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="fc-ImageGallery-step"
              data-direction="next"
              aria-label="Next photo"
              onPress={() => select(index + 1)}
            >
              <ChevronIcon direction="right" />
            </Button>
          </>
        )}
        <p className="fc-ImageGallery-counter" aria-live="polite">
          {index + 1} / {count}
        </p>
      </div>
      {count > 1 && (
        <ul className="fc-ImageGallery-thumbnails" aria-label="Choose a photo">
          {images.map((image, position) => (
            <li key={image}>
              <button
                type="button"
                ref={(element) => {
                  thumbnails.current[position] = element
                }}
                className="fc-ImageGallery-thumbnail"
                aria-label={label(position)}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => select(position)}
              >
                <img
                  src={imageUrl(image, {
                    width: THUMBNAIL_WIDTH,
                    quality: THUMBNAIL_QUALITY,
                    crop: THUMBNAIL_CROP,
                  })}
                  alt=""
                  width={THUMBNAIL_WIDTH}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
