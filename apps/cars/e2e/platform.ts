// Reads the seeded database through the platform's API, so assertions compare the page with the data.
import type { Car } from '@forecourt/domain'

const PLATFORM = process.env.E2E_PLATFORM_URL ?? 'http://127.0.0.1:4100'

export async function carsOf(site: string, page = 1, perPage = 21) {
  const response = await fetch(`${PLATFORM}/v1/sites/${site}/cars?page=${page}&per_page=${perPage}`)
  if (!response.ok) throw new Error(`platform answered ${response.status}`)
  return (await response.json()) as { cars: Car[]; total: number; total_pages: number }
}
