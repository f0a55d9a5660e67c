// What the CarSearch tests share: a search client whose index the test answers, and the listing
// at a URL of a site whose search lives under /search/our-cars/.
import type { FamilyProfile } from '@forecourt/domain'
import { liteClient } from 'algoliasearch/lite'
import type { ReactNode } from 'react'
import { createSearchRouting } from '../../instantsearch-routing.js'
import type { SearchRouteConfig } from '../../search-route.js'
import { CarSearch } from '../CarSearch.js'

/** A search client whose every multi-query is answered by `answer`, each body kept in `sent`. */
export function answeringClient(answer: (requests: Record<string, unknown>[]) => unknown[]) {
  const sent: string[] = []
  const client = liteClient('FORECOURT', 'public-key', {
    hosts: [{ url: 'search.test', protocol: 'http', accept: 'read' }],
    requester: {
      async send(request) {
        const body = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data)
        sent.push(body)
        const { requests } = JSON.parse(body || '{"requests":[]}') as { requests: Record<string, unknown>[] }
        return { status: 200, content: JSON.stringify({ results: answer(requests) }), isTimedOut: false }
      },
    },
  })
  return { client, sent }
}

/** One index's answer as the engine words it: an empty first page unless `fields` say otherwise. */
export function indexAnswer(fields: Record<string, unknown> = {}) {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 1,
    hitsPerPage: 21,
    processingTimeMS: 1,
    query: '',
    params: '',
    exhaustiveFacetsCount: true,
    ...fields,
  }
}

export const OUR_CARS: SearchRouteConfig = {
  basePath: '/search/our-cars/',
  vocabulary: { makes: [], models: [], cities: [], dealerships: [], locations: [], states: [] },
  dealerPaths: [],
}

export interface ListingOptions {
  client: ReturnType<typeof answeringClient>['client']
  url: URL
  config?: SearchRouteConfig
  profile?: FamilyProfile | undefined
  currency?: 'AUD' | 'NZD'
  renderHit?: (hit: Record<string, unknown>) => ReactNode
}

/** CarSearch as a page renders it at `url`, with a one-replica sort and no navigation. */
export function listingAt({
  client,
  url,
  config = OUR_CARS,
  profile,
  currency = 'AUD',
  renderHit,
}: ListingOptions) {
  const routing = createSearchRouting({
    indexName: 'Car_production',
    config,
    getLocation: () => url,
    navigate: () => {},
  })
  return (
    <CarSearch
      searchClient={client}
      indexName="Car_production"
      routing={routing}
      sortItems={[{ value: 'Car_production', label: 'Featured' }]}
      currency={currency}
      title="Search"
      renderHit={renderHit ?? (() => null)}
      hrefOf={() => '/'}
      {...(profile ? { profile } : {})}
    />
  )
}
