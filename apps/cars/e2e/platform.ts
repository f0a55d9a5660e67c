// The e2e run's servers, and the seeded database read through the platform's API, so assertions
// compare the page with the data.
import type { Car } from '@forecourt/domain'
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
