// The values a site's stock holds for an attribute, most common first: what its menus and the home
// page's picker list. Shared so both read `make_model` the same way.
import type { StockFacets } from './stock-facets.server.js'

/** An attribute's values and counts, most cars first, ties alphabetical. */
export const byCountDescending = (counts: Record<string, number>): [value: string, count: number][] =>
  Object.entries(counts).sort(([a, left], [b, right]) => right - left || a.localeCompare(b))

/**
 * Models in stock under their make, most cars first: `make_model` is 'Make Model', split by the
 * known makes (longest first, so 'Land Rover Defender' is a Land Rover, not a 'Land').
 */
export function modelsByMake(stock: StockFacets | null): Map<string, [model: string, count: number][]> {
  const makes = Object.keys(stock?.facets.make ?? {}).sort((a, b) => b.length - a.length)
  const byMake = new Map<string, [string, number][]>()
  for (const [makeModel, count] of byCountDescending(stock?.facets.make_model ?? {})) {
    const make = makes.find((candidate) => makeModel.startsWith(`${candidate} `))
    if (!make) continue
    const models = byMake.get(make) ?? []
    models.push([makeModel.slice(make.length + 1), count])
    byMake.set(make, models)
  }
  return byMake
}
