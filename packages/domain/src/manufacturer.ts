import { MANUFACTURERS, type ManufacturerEntry } from './manufacturer-catalogue.js'

export type { Manufacturer } from './schemas/manufacturer.js'

/** Slug of a make name: lower case, runs of anything else become one hyphen ('Mercedes-Benz' → 'mercedes-benz'). */
export function manufacturerSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

// Made on first use, not when the module loads: a bundle that imports only manufacturerSlug (the
// search page's URLs) then leaves the 155-entry catalogue out.
let bySlug: ReadonlyMap<string, ManufacturerEntry> | undefined

/** The built-in manufacturer for a slug or a make name, if any. */
export function findManufacturer(slugOrName: string): ManufacturerEntry | undefined {
  bySlug ??= new Map(MANUFACTURERS.map((entry) => [entry.slug, entry]))
  return bySlug.get(manufacturerSlug(slugOrName))
}
