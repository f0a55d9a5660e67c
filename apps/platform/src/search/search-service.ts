// The platform's search, wired: the embedded engine and its /1 routes, the keys, the indexer that
// fills the index from the database through the Algolia API, and the public search config each site
// serves to its storefront. With ALGOLIA_APP_ID + ALGOLIA_ADMIN_KEY (+ ALGOLIA_SEARCH_KEY) the same
// indexer writes to Algolia and sites are pointed there instead.
import { algoliasearch } from 'algoliasearch'
import { Hono } from 'hono'
import type { Database } from '../db/open-database.js'
import type { PlatformStore } from '../db/platform-store.js'
import type { SiteRecord } from '../db/site-records.js'
import { CAR_INDEX } from './car-index-settings.js'
import { SearchEngine } from './engine/search-engine.js'
import { algoliaRoutes } from './http/algolia-routes.js'
import { type SearchKeys, searchKeysFromEnv, securedSearchKey } from './http/search-keys.js'
import type { SearchRateLimit } from './http/search-rate-limit.js'
import { listenForCarChanges } from './indexer/car-change-feed.js'
import { createCarIndexer } from './indexer/car-indexer.js'
import { inProcessRequester } from './indexer/in-process-requester.js'
import { loadSearchableCars } from './indexer/searchable-cars.js'

export interface PublicSearchConfig {
  host: string
  app_id: string
  key: string
  index: string
}

export interface SearchServiceOptions {
  database: Database
  /** Base URL browsers and storefronts reach the embedded endpoint at, e.g. http://127.0.0.1:4000. */
  publicUrl: string
  env?: Record<string, string | undefined>
  logError?: (message: string, error: unknown) => void
  /** Counts searches made with a search key; none counted when absent. */
  rateLimit?: SearchRateLimit
}

export function createSearchService({
  database,
  publicUrl,
  env = process.env,
  logError,
  rateLimit,
}: SearchServiceOptions) {
  const engine = new SearchEngine()
  const keys: SearchKeys = searchKeysFromEnv(env)
  const routes = algoliaRoutes(engine, keys, logError, rateLimit)
  // The routes as the platform mounts them, for the indexer's in-process client.
  const internal = new Hono().route('/1', routes)
  const remote = env.ALGOLIA_APP_ID && env.ALGOLIA_ADMIN_KEY && env.ALGOLIA_SEARCH_KEY
  const client = remote
    ? algoliasearch(env.ALGOLIA_APP_ID as string, env.ALGOLIA_ADMIN_KEY as string)
    : algoliasearch(keys.appId, keys.adminKey, {
        hosts: [{ url: 'search.internal', protocol: 'http', accept: 'readWrite' }],
        requester: inProcessRequester((request) => internal.fetch(request)),
      })
  const indexer = createCarIndexer({ client, loadCars: (ids) => loadSearchableCars(database.db, ids) })
  let stopListening: (() => Promise<void>) | null = null

  /** A site's public search settings: its secured key filters every read to its own stock. */
  function publicConfig(site: { slug: string; search_filters?: string | null }): PublicSearchConfig {
    const filters = site.search_filters
      ? `site:${site.slug} AND (${site.search_filters})`
      : `site:${site.slug}`
    return {
      host: remote ? `https://${env.ALGOLIA_APP_ID}-dsn.algolia.net` : publicUrl,
      app_id: remote ? (env.ALGOLIA_APP_ID as string) : keys.appId,
      // The car index and its sort replicas only: the key reads nothing else the engine holds.
      key: securedSearchKey(remote ? (env.ALGOLIA_SEARCH_KEY as string) : keys.searchKey, {
        filters,
        restrictIndices: `${CAR_INDEX}*`,
      }),
      index: CAR_INDEX,
    }
  }

  function withSearchConfig(record: SiteRecord | null): SiteRecord | null {
    if (!record) return record
    const config = record.config as SiteRecord['config'] & { search_filters?: string | null }
    return { ...record, config: { ...record.config, search: publicConfig({ ...config, slug: config.slug }) } }
  }

  return {
    engine,
    routes,
    publicConfig,
    /** The platform store, with every site's public config carrying its search settings. */
    decorateStore(store: PlatformStore): PlatformStore {
      return {
        ...store,
        findSiteBySlug: async (slug) => withSearchConfig(await store.findSiteBySlug(slug)),
        findSiteByHostname: async (hostname) => withSearchConfig(await store.findSiteByHostname(hostname)),
      }
    },
    /**
     * Builds the index from the database and follows every car change. Listening starts first, so
     * a car another process writes while this one reads them all is re-indexed after the build
     * rather than lost between the two; a lost listening connection is caught up the same way.
     */
    async start() {
      const startedAt = performance.now()
      let markBuilt = () => {}
      const built = new Promise<void>((resolve) => {
        markBuilt = resolve
      })
      stopListening = await listenForCarChanges(
        database,
        async (ids) => {
          await built
          return indexer.syncCars(ids)
        },
        {
          logError,
          onMissed: async () => {
            await built
            const caughtUp = await indexer.syncAll()
            console.log(`search: caught up after missed changes (${caughtUp.indexed} cars indexed)`)
          },
        },
      )
      const result = await indexer.syncAll()
      markBuilt()
      return {
        ...result,
        ms: Math.round(performance.now() - startedAt),
        target: remote ? 'algolia' : 'embedded',
      }
    },
    async close() {
      await stopListening?.()
    },
  }
}

export type SearchService = ReturnType<typeof createSearchService>
