import type { SiteConfig } from '@forecourt/domain'
import type { ReactNode } from 'react'
import { HomeHero } from './HomeHero.js'

export interface HomePageProps {
  site: SiteConfig
  totalCars: number
  /** The family's own sections under the hero, in the app's order. */
  children: ReactNode
}

/** A dealer's home page: the hero every family opens with (name, stock, search box), then the app's sections. */
export function HomePage({ site, totalCars, children }: HomePageProps) {
  return (
    <div className="fc-Page">
      <HomeHero site={site} totalCars={totalCars} />
      {children}
    </div>
  )
}
