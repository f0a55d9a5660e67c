// The e2e run's servers, and the seeded database read through the platform's API, so assertions
// compare the page with the data.
import type { Car, SiteConfig } from '@forecourt/domain'
import { e2ePorts } from '@forecourt/e2e-config'

const ports = e2ePorts('cars')
export const PLATFORM = `http://127.0.0.1:${ports.platform}`

/** The URL of a demo site (by slug) on this run's app server. */
export const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${ports.app}${path}`

export async function carsOf(site: string, page = 1, perPage = 21) {
  const response = await fetch(`${PLATFORM}/v1/sites/${site}/cars?page=${page}&per_page=${perPage}`)
  if (!response.ok) throw new Error(`platform answered ${response.status}`)
  return (await response.json()) as { cars: Car[]; total: number; total_pages: number }
}

/** A demo site's configuration as the platform serves it. */
export async function siteOf(slug: string): Promise<SiteConfig> {
  const response = await fetch(`${PLATFORM}/v1/sites/${slug}`)
  if (!response.ok) throw new Error(`platform answered ${response.status}`)
  return ((await response.json()) as { site: SiteConfig }).site
}

/** The first car of a site, a page of 100 at a time, that `wanted` picks; throws when none does. */
export async function carWhere(site: string, wanted: (car: Car) => boolean): Promise<Car> {
  for (let page = 1; ; page++) {
    const { cars, total_pages } = await carsOf(site, page, 100)
    const car = cars.find(wanted)
    if (car) return car
    if (page >= total_pages) throw new Error(`no such car on ${site}`)
  }
}
