// The search listing as the storefront renders it, on the server (inside getServerState) and in the
// browser alike: the search package's InstantSearch tree with this site's result cards. No router
// hooks in here — routing and links come in as props (ssr pitfall 1).

import type { SiteConfig } from '@forecourt/domain'
import { carOfHit, carSortOptions, type createSearchRouting, priceDescendingIndex } from '@forecourt/search'
import { CarSearch, type SiteSearchClient } from '@forecourt/search/react'
import { CarResultCard } from '@forecourt/ui/car-result-card'
import { track } from '../analytics.js'
import { carPath } from '../paths.js'
import { TEMPLATE_COPY } from '../template-copy.js'

export interface SearchListingProps {
  site: SiteConfig
  now: Date
  searchClient: SiteSearchClient
  indexName: string
  routing: ReturnType<typeof createSearchRouting>
}

const hrefOf = (hit: Record<string, unknown>) => carPath({ slug: String(hit.slug) })

export function SearchListing({ site, now, searchClient, indexName, routing }: SearchListingProps) {
  return (
    <CarSearch
      searchClient={searchClient}
      indexName={indexName}
      routing={routing}
      sortItems={carSortOptions(indexName)}
      priceDescendingIndex={priceDescendingIndex(indexName)}
      currency={site.currency}
      title={`New, used and demo ${TEMPLATE_COPY[site.template].stock}`}
      stockNoun={TEMPLATE_COPY[site.template].stock}
      hrefOf={hrefOf}
      // §9 event 29: a search suggestion was clicked.
      onSuggestionClick={(hit) =>
        track({ eventId: 29, label: String(hit.name), carId: Number(hit.objectID) })
      }
      renderHit={(hit, index) => (
        <CarResultCard
          car={carOfHit(hit)}
          href={hrefOf(hit)}
          currency={site.currency}
          now={now}
          headingLevel={2}
          loading={index < 3 ? 'eager' : 'lazy'}
        />
      )}
    />
  )
}
