// The storefront's one platform client: one transport, one error convention (platform-errors.ts),
// the platform's API by subject. Server-only: the browser never talks to the platform.
import { type AccountApi, accountApi } from './account-api.server.js'
import { type CatalogueApi, catalogueApi } from './catalogue-api.server.js'
import { type DepositsApi, depositsApi } from './deposits-api.server.js'
import { type LeadsApi, leadsApi } from './leads-api.server.js'
import { createPlatformTransport, type PlatformTransportOptions } from './platform-transport.server.js'
import { createReadCache, type ReadCacheOptions } from './read-cache.server.js'

export interface PlatformClient extends CatalogueApi {
  account: AccountApi
  deposits: DepositsApi
  leads: LeadsApi
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
  }
}

export type { AccountApi, Shopper } from './account-api.server.js'
export type {
  CarListFilters,
  CarPage,
  CatalogueApi,
  PhoneReveal,
  SiteManufacturer,
  SiteModel,
  SiteSummary,
} from './catalogue-api.server.js'
export type { DepositsApi, StartedDeposit } from './deposits-api.server.js'
export type { LeadStep, LeadsApi } from './leads-api.server.js'
export { PlatformRejectedError, PlatformUnavailableError } from './platform-errors.js'
