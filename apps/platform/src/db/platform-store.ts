import type { Car } from '@forecourt/domain'
import { sql } from 'drizzle-orm'
import { type CarPage, findSiteCar, listSiteCars } from './car-records.js'
import type { PlatformDb } from './open-database.js'
import {
  findSiteRecordByHostname,
  findSiteRecordBySlug,
  listSiteSummaries,
  type SiteRecord,
  type SiteSummary,
} from './site-records.js'

/**
 * Everything the HTTP layer reads, as one interface: routes never see Drizzle, and a test can hand
 * the app a store that fails to prove errors never leak.
 */
export interface PlatformStore {
  ping(): Promise<void>
  listSites(): Promise<SiteSummary[]>
  findSiteBySlug(slug: string): Promise<SiteRecord | null>
  /** `hostname` lower-case and without a port. */
  findSiteByHostname(hostname: string): Promise<SiteRecord | null>
  listCars(siteId: number, page: { offset: number; limit: number }): Promise<CarPage>
  findCar(siteId: number, slug: string): Promise<Car | null>
}

export function createPlatformStore(db: PlatformDb): PlatformStore {
  return {
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    listSites: () => listSiteSummaries(db),
    findSiteBySlug: (slug) => findSiteRecordBySlug(db, slug),
    findSiteByHostname: (hostname) => findSiteRecordByHostname(db, hostname),
    listCars: (siteId, page) => listSiteCars(db, siteId, page),
    findCar: (siteId, slug) => findSiteCar(db, siteId, slug),
  }
}
