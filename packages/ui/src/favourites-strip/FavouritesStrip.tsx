import { FAVOURITES_STRIP_SLOTS, favouritesStrip, NO_SAVED_CARS_MESSAGE } from '@forecourt/domain'
import { Badge } from '../badge/Badge.js'
import { Button } from '../button/Button.js'
import { ButtonLink } from '../button-link/ButtonLink.js'
import { Link } from '../link/Link.js'
import { CloseIcon } from '../private/CloseIcon.js'
import './FavouritesStrip.css'

export interface SavedCar {
  id: number
  name: string
  href: string
  imageUrl: string | null
  /** The photo at the image CDN's widths for the 72 px slot (1x and 2x), when the page has them. */
  imageSrcSet?: string | undefined
}

// The thumbnail's fixed width (FavouritesStrip.css), for the browser to pick from imageSrcSet.
const THUMB_SIZES = '72px'

/** The strip's words for the family's vehicles; a car dealer's are the spec's (§2). */
export interface FavouritesStripWords {
  /** The strip's name: 'Saved cars'. */
  label: string
  /** Nothing saved: 'No Saved Cars'. */
  empty: string
  /** The link to the compare page: 'Compare Cars'. */
  compare: string
}

const CAR_WORDS: FavouritesStripWords = {
  label: 'Saved cars',
  empty: NO_SAVED_CARS_MESSAGE,
  compare: 'Compare Cars',
}

export interface FavouritesStripProps {
  /** Saved cars, most recent first; the first three fill the slots (§9). */
  cars: readonly SavedCar[]
  onRemove: (id: number) => void
  compareHref: string
  /** Where 'Get Started' goes when nothing is saved, usually the search page. */
  getStartedHref: string
  words?: FavouritesStripWords
}

/**
 * Favourites strip on car and search pages (§2, §4): three slots, 'No Saved Cars' and 'Get
 * Started' when empty, an 'X' to remove each car, and 'Compare Cars' with '+N' for the rest.
 * When to show it (5 s after a change) is the page's decision.
 */
export function FavouritesStrip({
  cars,
  onRemove,
  compareHref,
  getStartedHref,
  words = CAR_WORDS,
}: FavouritesStripProps) {
  const { slots, badge } = favouritesStrip(cars)
  // Empty slots are named by their position, the only identity they have.
  const emptySlotIds = Array.from(
    { length: FAVOURITES_STRIP_SLOTS - slots.length },
    (_, index) => `slot-${slots.length + index + 1}`,
  )
  return (
    <section className="fc-FavouritesStrip" aria-label={words.label}>
      {cars.length === 0 ? (
        <div className="fc-FavouritesStrip-empty">
          <p className="fc-FavouritesStrip-message">{words.empty}</p>
          <ButtonLink href={getStartedHref} size="sm">
            Get Started
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className="fc-FavouritesStrip-slots">
            {slots.map((car) => (
              <li key={car.id} className="fc-FavouritesStrip-slot">
                {car.imageUrl ? (
                  <img
                    className="fc-FavouritesStrip-thumb"
                    src={car.imageUrl}
                    srcSet={car.imageSrcSet}
                    sizes={car.imageSrcSet ? THUMB_SIZES : undefined}
                    alt=""
                    width={72}
                    height={54}
                  />
                ) : (
                  <span className="fc-FavouritesStrip-thumb" />
                )}
                <Link href={car.href} isStandalone className="fc-FavouritesStrip-name">
                  {car.name}
                </Link>
                <Button
                  variant="ghost"
                  size="sm"
                  className="fc-FavouritesStrip-remove"
                  aria-label={`Remove ${car.name}`}
                  onPress={() => onRemove(car.id)}
                >
                  <CloseIcon />
                </Button>
              </li>
            ))}
            {emptySlotIds.map((id) => (
              <li key={id} className="fc-FavouritesStrip-slot" data-empty="" aria-hidden="true" />
            ))}
          </ul>
          <ButtonLink href={compareHref} size="sm" className="fc-FavouritesStrip-compare">
            {words.compare}
            {badge && (
              <>
                {' '}
                <Badge tone="neutral">{badge}</Badge>
              </>
            )}
          </ButtonLink>
        </>
      )}
    </section>
  )
}
