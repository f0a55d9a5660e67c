// The search route's loader: reads the site's search config, maps the URL (any friendly path of
// §2) to search state, and renders the listing once on the server with getServerState so the page
// arrives with hits and facets and hydrates from that state without searching again.
import { familyProfileOf, siteSearchIndex } from '@forecourt/domain'
import {
  createSearchRouting,
  parseSearchRoute,
  searchHeadingAt,
  searchRouteConfigOf,
  VOCABULARY_FACETS,
} from '@forecourt/search'
import { getServerState } from '@forecourt/search/react'
import { renderToString } from 'react-dom/server'
import { data, type RouterContextProvider } from 'react-router'
import { pageUrlOf } from '../page-url.js'
import {
  getStorefront,
  platformUnavailable,
  type StorefrontErrorData,
} from '../tenant/site-context.server.js'
import { SearchListing } from './SearchListing.js'
import { createServerSearchClient, describeSearchFailure } from './search-requester.server.js'

interface LoaderArgs {
  request: Request
  context: Readonly<RouterContextProvider>
}

export async function searchLoader({ request, context }: LoaderArgs) {
  const { site, platform } = getStorefront(context)
  const url = pageUrlOf(request)
  if (!site.search) platformUnavailable()
  // Counted per shopper by the platform's search, not as one caller for the whole app.
  const searchClient = createServerSearchClient(site.search, platform.searchHeaders(site.search.host))
  const indexName = siteSearchIndex(site.search)
  let vocabularyFacets: Record<string, Record<string, number>> | undefined
  try {
    const { results } = await searchClient.search({
      requests: [{ indexName, hitsPerPage: 0, facets: [...VOCABULARY_FACETS], maxValuesPerFacet: 1000 }],
    })
    vocabularyFacets = (results[0] as { facets?: Record<string, Record<string, number>> }).facets
  } catch (error) {
    console.error('[storefront] search unavailable:', describeSearchFailure(error))
    platformUnavailable()
  }
  // The site's base path, the friendly paths and its own dealer paths (§2), with the values the
  // index holds.
  const config = searchRouteConfigOf(site, vocabularyFacets)
  if (!parseSearchRoute(url, config)) {
    throw data<StorefrontErrorData>({ kind: 'page_not_found' }, { status: 404 })
  }
  const now = new Date()
  // A dealer path's own title ('Used Motorcycles'), else the family's heading (issue 11).
  const heading = searchHeadingAt(url, config, familyProfileOf(site.template).vocabulary.searchHeading)
  const routing = createSearchRouting({ indexName, config, getLocation: () => url, navigate: () => {} })
  const serverState = await getServerState(
    <SearchListing
      site={site}
      heading={heading}
      now={now}
      searchClient={searchClient}
      indexName={indexName}
      routing={routing}
    />,
    { renderToString },
  )
  return { site, heading, serverState, config, indexName, url: url.href, now: now.toISOString() }
}
