// Reads cars with what their search records need (their site's name, slug, region, template and
// finance settings)
// from the platform database. Only the indexer calls it; the engine never touches the database.
import type { Car } from '@forecourt/domain'
import { inArray } from 'drizzle-orm'
import { selectCars, toCar } from '../../db/car-records.js'
import type { PlatformDb } from '../../db/open-database.js'
import { cars, sites } from '../../db/schema.js'
import { findSiteRecordBySlug } from '../../db/site-records.js'
import type { RecordSite } from '../car-search-record.js'

export interface SearchableCar {
  car: Car
  site: RecordSite
  /** Whether the car belongs in the index at all (shown on the dealer website). */
  listed: boolean
}

export async function loadSearchableCars(db: PlatformDb, ids?: readonly number[]): Promise<SearchableCar[]> {
  const query = selectCars(db)
  const rows = ids ? await query.where(inArray(cars.id, [...ids])) : await query
  // Only the sites of the cars read: a change to one car (the feed's usual call) reads one site,
  // which is most of the time a write takes to reach every process's index.
  const siteIds = [...new Set(rows.map((row) => row.car.siteId))]
  if (siteIds.length === 0) return []
  const siteRows = await db
    .select({ id: sites.id, slug: sites.slug })
    .from(sites)
    .where(ids ? inArray(sites.id, siteIds) : undefined)
  const sitesById = new Map<number, RecordSite>()
  for (const { id, slug } of siteRows) {
    const record = await findSiteRecordBySlug(db, slug)
    if (!record) continue
    sitesById.set(id, {
      slug,
      name: record.config.name,
      region: record.config.region as RecordSite['region'],
      template: record.config.template as RecordSite['template'],
      finance: record.config.finance as RecordSite['finance'],
    })
  }
  return rows.flatMap((row) => {
    const site = sitesById.get(row.car.siteId)
    return site ? [{ car: toCar(row), site, listed: row.car.showOnDealerWebsite }] : []
  })
}
