// The storefront's one platform client: one transport, one error convention (platform-errors.ts),
// the platform's API by subject. Server-only: the browser never talks to the platform.
import { type AccountApi, accountApi } from './account-api.server.js'
import { type CatalogueApi, catalogueApi } from './catalogue-api.server.js'
import { type DepositsApi, depositsApi } from './deposits-api.server.js'
import { type LeadsApi, leadsApi } from './leads-api.server.js'
import {
  createPlatformTransport,
  type PlatformTransportOptions,
  serviceHeaders,
} from './platform-transport.server.js'
import { createReadCache, type ReadCacheOptions } from './read-cache.server.js'

export interface PlatformClient extends CatalogueApi {
  account: AccountApi
  deposits: DepositsApi
  leads: LeadsApi
  /**
   * Headers for a server-side search at `searchHost`: the service credential and the shopper, so
   * the platform's search endpoint counts each shopper's searches apart rather than the whole app
   * as one caller (its rate limit, issue 14 item 5). None for any host but the platform's own —
   * Algolia never sees the credential.
   */
  searchHeaders(searchHost: string): Record<string, string>
}

export interface PlatformClientOptions extends PlatformTransportOptions {
  /** Catalogue reads kept for a moment (read-cache.server.ts); every read asks when absent. */
  readCache?: ReadCacheOptions | undefined
}

export function createPlatformClient({ readCache, ...options }: PlatformClientOptions): PlatformClient {
  const call = createPlatformTransport(options)
  return {
    ...catalogueApi(call, readCache ? createReadCache(readCache) : undefined),
    account: accountApi(call),
    deposits: depositsApi(call),
    leads: leadsApi(call),
    searchHeaders(searchHost) {
      const sameOrigin =
        URL.canParse(searchHost) && new URL(searchHost).origin === new URL(options.baseUrl).origin
      return sameOrigin ? serviceHeaders(options.serviceToken ?? process.env.PLATFORM_SERVICE_TOKEN) : {}
    },
  }
}

export type { AccountApi, Shopper } from './account-api.server.js'
export type {
  CarListFilters,
  CarPage,
  CatalogueApi,
  NearestLocation,
  PhoneReveal,
  SiteManufacturer,
  SiteModel,
  SiteSummary,
} from './catalogue-api.server.js'
export type { DepositsApi, StartedDeposit } from './deposits-api.server.js'
export type { LeadStep, LeadsApi } from './leads-api.server.js'
export { PlatformRejectedError, PlatformUnavailableError } from './platform-errors.js'
