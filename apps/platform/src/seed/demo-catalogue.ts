import { findManufacturer, MANUFACTURERS } from '@forecourt/domain'
import type { manufacturers, models } from '../db/schema.js'
import { slugify } from './generate-car.js'
import type { Random } from './prng.js'
import type { CatalogueModel } from './vehicle-catalogue.js'

export type ManufacturerRow = typeof manufacturers.$inferInsert
export type ModelRow = typeof models.$inferInsert

/** The domain's built-in brands (§3: about 150), each with a placeholder logo the platform serves. */
export function manufacturerRows(): ManufacturerRow[] {
  return MANUFACTURERS.map((entry) => ({
    id: entry.id,
    name: entry.name,
    slug: entry.slug,
    logoUrl: `/images/manufacturers/${entry.slug}.svg`,
  }))
}

/** A site's model pages (§3 Model): one per distinct make and model it stocks. */
export function modelRows(random: Random, siteId: number, catalogue: readonly CatalogueModel[]): ModelRow[] {
  const seen = new Set<string>()
  const rows: ModelRow[] = []
  for (const entry of catalogue) {
    const slug = slugify(`${entry.make} ${entry.model}`)
    if (seen.has(slug)) continue
    seen.add(slug)
    const hybrid = entry.fuels.includes('Hybrid')
    const fuels = entry.fuels.filter((fuel) => fuel !== 'Not Applicable')
    const power = fuels.length > 0 ? `, ${fuels.join(' or ').toLowerCase()} power` : ''
    rows.push({
      siteId,
      manufacturerId: findManufacturer(entry.make)?.id ?? null,
      name: `${entry.make} ${entry.model}`,
      slug,
      imageUrl: `/images/models/${slug}.svg`,
      shortDescription: `The ${entry.make} ${entry.model}: ${entry.body.toLowerCase()} with ${entry.badges.length} grades to choose from${power}.`,
      // A few models are new to the range and earn the ALL-NEW prefix (§3 Model status).
      status: random.chance(0.25) ? 'new' : null,
      fuel: hybrid ? 'Hybrid' : (fuels[0] ?? null),
      body: entry.body,
      position: rows.length,
      overrideUrl: null,
    })
  }
  return rows
}
