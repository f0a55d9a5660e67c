// The search page in the app: the server's InstantSearch state hydrated under a router that reads
// and writes through React Router (ssr pitfalls 2, 3, 7), so filters, pages and back/forward all
// move the URL without a reload and without a second search on load.
import type { SiteConfig } from '@forecourt/domain'
import { createSearchRouting, type SearchRouteConfig } from '@forecourt/search'
import {
  createSiteSearchClient,
  type InstantSearchServerState,
  InstantSearchSSRProvider,
} from '@forecourt/search/react'
import { useEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { SearchListing } from '../search/SearchListing.js'

export interface SearchPageProps {
  site: SiteConfig
  heading: string
  serverState: InstantSearchServerState
  config: SearchRouteConfig
  indexName: string
  /** The page URL the server rendered (the router's location until the browser has one). */
  url: string
  now: string
}

export function SearchPage({ site, heading, serverState, config, indexName, url, now }: SearchPageProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate
  const locationRef = useRef(location)
  locationRef.current = location
  // InstantSearch tears its widgets down after the page has gone (in a timeout, for StrictMode), and
  // each removal may write the URL it leaves: once the shopper has left, nothing here navigates.
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const go = useRef((href: string, options?: { preventScrollReset: boolean }) => {
    if (mounted.current) void navigateRef.current(href, options)
  }).current
  const search = site.search
  // Created once: InstantSearch's routing and client cannot change after mount (ssr pitfall 7).
  const searchClient = useMemo(() => (search ? createSiteSearchClient(search) : null), [search])
  const routing = useMemo(
    () =>
      createSearchRouting({
        indexName,
        config,
        getLocation: () => {
          const here = locationRef.current
          return new URL(`${here.pathname}${here.search}`, url)
        },
        navigate: (href) => go(href, { preventScrollReset: true }),
      }),
    [indexName, config, url, go],
  )
  // A link or back/forward changed the URL: InstantSearch follows (ssr pitfall 5).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each location change by design
  useEffect(() => {
    routing.router.onLocationChange()
  }, [location.pathname, location.search, routing])
  if (!searchClient) return null
  return (
    <InstantSearchSSRProvider {...serverState}>
      <SearchListing
        site={site}
        heading={heading}
        now={new Date(now)}
        searchClient={searchClient}
        indexName={indexName}
        routing={routing}
        navigate={(href) => go(href)}
      />
    </InstantSearchSSRProvider>
  )
}
