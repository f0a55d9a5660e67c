import { HERO_AUTOPLAY_MS } from '@forecourt/domain'
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import { Button } from '../button/Button.js'
import { ChevronIcon } from '../private/ChevronIcon.js'
import './Carousel.css'

export interface CarouselProps {
  /** The carousel's accessible name, e.g. 'Our Locations' or 'Offers'. */
  label: string
  /** One node per slide. */
  slides: { key: string; content: ReactNode }[]
  /** Advance on its own every `interval` ms (§9 hero: 3000 ms); off under reduced motion. */
  autoplay?: boolean
  interval?: number
  /** Slides visible at once: phones, tablets (768 px) and desktops (1024 px). */
  perView?: { base?: number; md?: number; lg?: number }
  /** Shows the 'Swipe' hint (§2); the domain's carousel rules say whether large screens hide it. */
  swipeHint?: { hideOnLargeScreens: boolean }
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  )
}

/**
 * A carousel (§2, §9): Previous/Next buttons, the arrow keys on its focusable track, native
 * swipe through CSS scroll snapping, and optional autoplay that pauses while the pointer is over
 * it or focus is inside it, has a Pause button (WCAG 2.2.2), and never starts when the shopper
 * asks for reduced motion.
 */
export function Carousel({
  label,
  slides,
  autoplay = false,
  interval = HERO_AUTOPLAY_MS,
  perView = {},
  swipeHint,
}: CarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null)
  // The slide a button or key asked for, while the track scrolls there: the scroll events on the
  // way must not pull the index back to the slides it passes.
  const scrollingTo = useRef<number | null>(null)
  const [index, setIndex] = useState(0)
  const [isHovered, setHovered] = useState(false)
  const [hasFocus, setFocus] = useState(false)
  const [isPausedByShopper, setPausedByShopper] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(false)
  const count = slides.length

  useEffect(() => {
    setReducedMotion(prefersReducedMotion())
  }, [])

  const goTo = useCallback(
    (next: number) => {
      const wrapped = (next + count) % count
      setIndex(wrapped)
      scrollingTo.current = wrapped
      const track = trackRef.current
      const slide = track?.children[wrapped] as HTMLElement | undefined
      if (track && slide && typeof track.scrollTo === 'function') {
        // Smooth or instant comes from the track's CSS scroll-behavior, which follows reduced motion.
        track.scrollTo({ left: slide.offsetLeft - track.offsetLeft })
      }
    },
    [count],
  )

  const isPlaying = autoplay && !reducedMotion && !isPausedByShopper && !isHovered && !hasFocus && count > 1
  useEffect(() => {
    if (!isPlaying) return
    const timer = setInterval(() => goTo(index + 1), interval)
    return () => clearInterval(timer)
  }, [isPlaying, index, interval, goTo])

  // A swipe scrolls the track natively; the index follows where it comes to rest.
  const onScroll = () => {
    const track = trackRef.current
    const first = track?.children[0] as HTMLElement | undefined
    if (!track || !first || first.offsetWidth === 0) return
    const nearest = Math.round(track.scrollLeft / first.offsetWidth)
    if (scrollingTo.current !== null) {
      if (nearest === scrollingTo.current) scrollingTo.current = null
      return
    }
    if (nearest !== index && nearest >= 0 && nearest < count) setIndex(nearest)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    goTo(index + (event.key === 'ArrowRight' ? 1 : -1))
  }

  const style = {
    '--fc-carousel-per-view': perView.base ?? 1,
    '--fc-carousel-per-view-md': perView.md ?? perView.base ?? 1,
    '--fc-carousel-per-view-lg': perView.lg ?? perView.md ?? perView.base ?? 1,
  } as CSSProperties

  return (
    <section
      className="fc-Carousel"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false)
      }}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a nested <section> would be a second landmark in every slide list; this is the scroll area */}
      <div
        ref={trackRef}
        className="fc-Carousel-track"
        // Focusable so keyboard users can scroll it and use the arrow keys (axe scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard
        tabIndex={0}
        aria-label={`${label}: use the arrow keys to move between slides`}
        role="region"
        // While it plays, a screen reader is not interrupted by every change (WAI carousel pattern).
        aria-live={isPlaying ? 'off' : 'polite'}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
        onScrollEnd={() => {
          scrollingTo.current = null
        }}
      >
        {slides.map((slide, position) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group of content, not a set of form fields
          <div
            key={slide.key}
            className="fc-Carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${count}`}
            data-current={position === index || undefined}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="fc-Carousel-controls">
          {swipeHint && (
            <p className="fc-Carousel-hint" data-hide-large={swipeHint.hideOnLargeScreens || undefined}>
              Swipe
            </p>
          )}
          {autoplay && !reducedMotion && (
            <Button variant="ghost" size="sm" onPress={() => setPausedByShopper((paused) => !paused)}>
              {isPausedByShopper ? 'Play' : 'Pause'}
            </Button>
          )}
          <p className="fc-Carousel-position">
            {index + 1} / {count}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="fc-Carousel-step"
            aria-label="Previous slide"
            onPress={() => goTo(index - 1)}
          >
            <ChevronIcon direction="left" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="fc-Carousel-step"
            aria-label="Next slide"
            onPress={() => goTo(index + 1)}
          >
            <ChevronIcon direction="right" />
          </Button>
        </div>
      )}
    </section>
  )
}
