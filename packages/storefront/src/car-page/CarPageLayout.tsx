// The frame of a car page (§2 /cars/{slug}) that every template family's page fills with its own
// blocks: the way back to search, the gallery beside the purchase panel, the details under them,
// and the favourites strip.
import { type Car, type SiteConfig, siteSearchPath } from '@forecourt/domain'
import type { ReactNode } from 'react'
import { Link } from 'react-aria-components'
import { FavouritesDock } from '../favourites/FavouritesDock.js'
import { CarGallery } from './CarGallery.js'
import { CarPurchasePanel } from './CarPurchasePanel.js'

export interface CarPageLayoutProps {
  site: SiteConfig
  car: Car
  /** Beside the panel on a wide screen, first on a narrow one; `CarGallery` when not given. */
  gallery?: ReactNode
  /** The sticky column: how to buy, finance and call; `CarPurchasePanel` when not given. */
  panel?: ReactNode
  /** Everything under the gallery: status, actions, specifications, where to see it. */
  children: ReactNode
}

export function CarPageLayout({
  site,
  car,
  gallery = <CarGallery car={car} />,
  panel = <CarPurchasePanel site={site} car={car} />,
  children,
}: CarPageLayoutProps) {
  return (
    <article className="fc-Page fc-CarDetail" aria-label={car.name}>
      <p>
        <Link href={siteSearchPath(site)}>Back to search</Link>
      </p>
      <div className="fc-CarDetail-layout">
        {gallery && <div className="fc-CarDetail-gallery">{gallery}</div>}
        <div className="fc-CarDetail-side">{panel}</div>
        <div className="fc-CarDetail-main">{children}</div>
      </div>
      <FavouritesDock site={site} />
    </article>
  )
}
