// Asks the platform's search endpoint what a search page should show, with the site's own public
// search config (the same secured key the page uses), so assertions compare the page with the index.
import { PLATFORM } from './platform'

export interface SearchAnswer {
  hits: { objectID: string; name: string; slug: string; price: number; make: string; model: string }[]
  nbHits: number
  nbPages: number
  facets?: Record<string, Record<string, number>>
  facets_stats?: Record<string, { min: number; max: number }>
}

export async function searchOf(site: string, params: Record<string, unknown> = {}): Promise<SearchAnswer> {
  const answer = await fetch(`${PLATFORM}/v1/sites/${site}`)
  if (!answer.ok) throw new Error(`platform answered ${answer.status}`)
  const { site: config } = (await answer.json()) as {
    site: { search: { app_id: string; key: string; index: string } }
  }
  const { app_id, key, index } = config.search
  const response = await fetch(`${PLATFORM}/1/indexes/${index}/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': app_id, 'x-algolia-api-key': key, 'content-type': 'text/plain' },
    body: JSON.stringify({ hitsPerPage: 21, ...params }),
  })
  if (!response.ok) throw new Error(`search answered ${response.status}`)
  return (await response.json()) as SearchAnswer
}

/** The facet value with the most cars, for a path that must show several pages of stock. */
export function topValue(answer: SearchAnswer, facet: string): string {
  const [value] = Object.entries(answer.facets?.[facet] ?? {}).sort((a, b) => b[1] - a[1])[0] ?? []
  if (!value) throw new Error(`no ${facet} values in the index`)
  return value
}

export const statusText = (total: number, page = 1) =>
  total === 0
    ? 'No cars match your search.'
    : `Showing ${(page - 1) * 21 + 1}–${Math.min(page * 21, total)} of ${total} cars`
