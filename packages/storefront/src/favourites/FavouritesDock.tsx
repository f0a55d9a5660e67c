// The favourites strip on car and search pages (§2), shown for 5 s after the shopper changes the
// list and then hidden (§4, §9) — but never while focus is inside it.
import { FAVOURITES_STRIP_HIDE_MS, familyProfileOf, type SiteConfig, siteSearchPath } from '@forecourt/domain'
import { FavouritesStrip } from '@forecourt/ui/favourites-strip'
import { useEffect, useRef, useState } from 'react'
import { carImageSources } from '../images/car-image-sources.js'
import { carPath } from '../paths.js'
import { COMPARE_PATH } from './favourites-paths.js'
import { useFavourites, useFavouritesChangeCount } from './useFavourites.js'

export interface FavouritesDockProps {
  site: SiteConfig
}

export function FavouritesDock({ site }: FavouritesDockProps) {
  const favourites = useFavourites(site)
  const changes = useFavouritesChangeCount(site.slug)
  const [visible, setVisible] = useState(false)
  const dockRef = useRef<HTMLDivElement>(null)
  const expired = useRef(false)

  useEffect(() => {
    if (changes === 0) return
    expired.current = false
    setVisible(true)
    const timer = setTimeout(() => {
      expired.current = true
      // A keyboard or screen-reader user inside the strip keeps it until they leave (WCAG 2.2.1).
      if (!dockRef.current?.contains(document.activeElement)) setVisible(false)
    }, FAVOURITES_STRIP_HIDE_MS)
    return () => clearTimeout(timer)
  }, [changes])

  useEffect(() => {
    const dock = dockRef.current
    if (!visible || !dock) return
    const onFocusOut = (event: FocusEvent) => {
      if (expired.current && !dock.contains(event.relatedTarget as Node | null)) setVisible(false)
    }
    dock.addEventListener('focusout', onFocusOut)
    return () => dock.removeEventListener('focusout', onFocusOut)
  }, [visible])

  if (!favourites.enabled || !visible) return null
  const words = familyProfileOf(site.template).vocabulary
  return (
    <div ref={dockRef} className="fc-FavouritesDock">
      <FavouritesStrip
        // Most recent first (the ui block's order).
        cars={[...favourites.saved].reverse().map((entry) => {
          // The saved address came from the shopper's own storage: domain's builder vets it.
          const photo = carImageSources(entry.imageUrl, 'saved')
          return {
            id: entry.id,
            name: entry.name,
            href: carPath(entry),
            imageUrl: photo?.src ?? null,
            imageSrcSet: photo?.srcSet,
          }
        })}
        onRemove={favourites.remove}
        compareHref={COMPARE_PATH}
        getStartedHref={siteSearchPath(site)}
        words={{ label: words.savedHeading, empty: words.noSaved, compare: words.compareLink }}
      />
    </div>
  )
}
