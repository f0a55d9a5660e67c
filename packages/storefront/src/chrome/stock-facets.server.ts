// What the header's dynamic menus list (§3 dynamicDropdown): the site's stock as facet counts, read
// through the site's own search key (already scoped to its stock) with one query for no hits.
import { familyProfileOf, type SiteConfig, siteSearchIndex } from '@forecourt/domain'
import { VOCABULARY_FACETS } from '@forecourt/search'
import { createServerSearchClient, describeSearchFailure } from '../search/search-requester.server.js'

export interface StockFacets {
  /** Every car the site's search shows. */
  total: number
  /** Counts per value of each facet, e.g. `{ make: { Toyota: 12 } }`. */
  facets: Record<string, Record<string, number>>
}

/** The route vocabulary's facets (so links take friendly paths) and what the menus list. */
const STOCK_FACETS = [...VOCABULARY_FACETS, 'car_type', 'simple_body', 'make_model'] as const

const pickerAttributes = (site: SiteConfig) =>
  familyProfileOf(site.template)
    .facetTabs.filter((tab) => tab.kind === 'refinement')
    .map((tab) => tab.attribute)

// Keyed by the site object: the middleware reuses one for as long as it caches the site, so the
// facets are read once per site refresh (SITE_CACHE_MS) and dropped with it.
const cache = new WeakMap<SiteConfig, Promise<StockFacets | null>>()

async function queryStockFacets(site: SiteConfig): Promise<StockFacets | null> {
  if (!site.search) return null
  try {
    const { results } = await createServerSearchClient(site.search).search({
      requests: [
        {
          indexName: siteSearchIndex(site.search),
          hitsPerPage: 0,
          // …and the family's own picker tabs (a fuel type, a truck's licence class).
          facets: [...new Set([...STOCK_FACETS, ...pickerAttributes(site)])],
          maxValuesPerFacet: 1000,
        },
      ],
    })
    const result = results[0] as { nbHits?: number; facets?: StockFacets['facets'] } | undefined
    return { total: result?.nbHits ?? 0, facets: result?.facets ?? {} }
  } catch (error) {
    // The menus fall back to plain links; a search outage must not take the whole site down.
    console.error('[storefront] stock facets unavailable for the header:', describeSearchFailure(error))
    return null
  }
}

/** The site's stock facets, or `null` when search is unavailable (not cached, so it is retried). */
export function loadStockFacets(site: SiteConfig): Promise<StockFacets | null> {
  const cached = cache.get(site)
  if (cached) return cached
  const pending = queryStockFacets(site).then((facets) => {
    if (!facets) cache.delete(site)
    return facets
  })
  cache.set(site, pending)
  return pending
}
