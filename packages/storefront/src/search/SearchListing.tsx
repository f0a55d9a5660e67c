// The search listing as the storefront renders it, on the server (inside getServerState) and in the
// browser alike: the search package's InstantSearch tree with this site's result cards. No router
// hooks in here — routing and links come in as props (ssr pitfall 1).

import { canShowFavourite, familyProfileOf, type SiteConfig } from '@forecourt/domain'
import { carOfHit, carSortOptions, type createSearchRouting } from '@forecourt/search'
import { CarSearch, type SiteSearchClient } from '@forecourt/search/react'
import '@forecourt/search/search-box.css'
import { CarResultCard } from '@forecourt/ui/car-result-card'
import { FavouritesDock } from '../favourites/FavouritesDock.js'
import { useFavourites } from '../favourites/useFavourites.js'
import { carResultCardProps } from '../result-cards/car-result-card-props.js'
import { ResultsFinanceNote } from '../result-cards/ResultsFinanceNote.js'
import { reportSuggestionClick, suggestionHref } from './StorefrontSearchBox.js'

export interface SearchListingProps {
  site: SiteConfig
  /** The page's heading: a dealer path's title or the family's (search.server.tsx). */
  heading: string
  now: Date
  searchClient: SiteSearchClient
  indexName: string
  routing: ReturnType<typeof createSearchRouting>
  /** The app's router in the browser, to open a chosen suggestion; absent on the server. */
  navigate?: (href: string) => void
}

export function SearchListing({
  site,
  heading,
  now,
  searchClient,
  indexName,
  routing,
  navigate,
}: SearchListingProps) {
  const favourites = useFavourites(site)
  const favouriteContext = {
    compareMode: false,
    soldStateAllowed: site.features.sold_favourites,
    compareUsedOnly: site.features.compare_used_only,
  }
  return (
    <>
      <CarSearch
        searchClient={searchClient}
        indexName={indexName}
        routing={routing}
        sortItems={carSortOptions(indexName)}
        currency={site.currency}
        title={heading}
        profile={familyProfileOf(site.template)}
        hrefOf={suggestionHref}
        onSuggestionClick={reportSuggestionClick}
        navigate={navigate}
        renderHit={(hit, index) => {
          const car = carOfHit(hit)
          return (
            <CarResultCard
              {...carResultCardProps(site, car)}
              now={now}
              headingLevel={2}
              loading={index < 3 ? 'eager' : 'lazy'}
              {...(favourites.enabled && canShowFavourite(car, favouriteContext)
                ? {
                    favourite: {
                      isSelected: favourites.isSaved(car.id),
                      onChange: () => favourites.toggle(car),
                    },
                  }
                : {})}
            />
          )
        }}
      />
      {site.finance && (
        <div className="fc-SearchFootnote">
          <ResultsFinanceNote site={site} />
        </div>
      )}
      <FavouritesDock site={site} />
    </>
  )
}
