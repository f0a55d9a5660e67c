import { type Manufacturer, type Model, type Navigation, sortModels } from '@forecourt/domain'
import { and, asc, count, eq } from 'drizzle-orm'
import type { PlatformDb } from './open-database.js'
import { cars, manufacturers, models, navigationMenus } from './schema.js'

/** A brand with how many listed cars of it a site has (for brand menus, §3 dynamicDropdown). */
export type ManufacturerWithStock = Manufacturer & { car_count: number }

/** Every built-in brand (§3: about 150), by name. */
export async function listManufacturers(db: PlatformDb): Promise<Manufacturer[]> {
  const rows = await db.select().from(manufacturers).orderBy(asc(manufacturers.name))
  return rows.map(toManufacturer)
}

/** The brands a site has listed stock of, with counts, by name. */
export async function listSiteManufacturers(
  db: PlatformDb,
  siteId: number,
): Promise<ManufacturerWithStock[]> {
  const rows = await db
    .select({ manufacturer: manufacturers, carCount: count() })
    .from(cars)
    .innerJoin(manufacturers, eq(manufacturers.name, cars.make))
    .where(and(eq(cars.siteId, siteId), eq(cars.showOnDealerWebsite, true)))
    .groupBy(manufacturers.id)
    .orderBy(asc(manufacturers.name))
  return rows.map((row) => ({ ...toManufacturer(row.manufacturer), car_count: row.carCount }))
}

/** A site's model pages (§3 Model), by position then name, each with its body type. */
export async function listSiteModels(
  db: PlatformDb,
  siteId: number,
): Promise<Array<Model & { id: number; body: string | null; manufacturer_id: number | null }>> {
  const rows = await db.select().from(models).where(eq(models.siteId, siteId))
  return sortModels(
    rows.map((row) => ({
      // What a model deposit names (payment_intent?model_id, issue 16 row 11).
      id: row.id,
      name: row.name,
      slug: row.slug,
      image: row.imageUrl ? { url: row.imageUrl } : null,
      short_description: row.shortDescription,
      status: row.status,
      fuel: row.fuel,
      position: row.position,
      override_url: row.overrideUrl,
      body: row.body,
      manufacturer_id: row.manufacturerId,
    })),
  )
}

/** The site's header and footer menus, or null when either is missing (§8 'Cannot run without navigation'). */
export async function findSiteNavigation(db: PlatformDb, siteId: number): Promise<Navigation | null> {
  const rows = await db.select().from(navigationMenus).where(eq(navigationMenus.siteId, siteId))
  const header = rows.find((row) => row.placement === 'header')
  const footer = rows.find((row) => row.placement === 'footer')
  return header && footer ? { header: header.items, footer: footer.items } : null
}

function toManufacturer(row: typeof manufacturers.$inferSelect): Manufacturer {
  return { id: row.id, name: row.name, slug: row.slug, logo: row.logoUrl ? { url: row.logoUrl } : null }
}
