// What a dealer's own search path means (spec §2, issue 11: /search/used-motorcycles lists used
// motorcycles only): the path a URL segment names, with its title and refinements, and the paths
// that could stand for a set of refinements. Concrete paths win over placeholder paths, so a dealer
// can give one city its own words. Pure: the search package maps URLs with it, the platform's tests
// query the index with it.
import { manufacturerSlug } from './manufacturer.js'
import type { DealerSearchPath } from './schemas/dealer-search-path.js'

export type { DealerSearchPath, DealerSearchPathInput } from './schemas/dealer-search-path.js'

/** Index attributes a dealer path may fix: the filters of spec §2's examples. */
export const DEALER_SEARCH_PATH_ATTRIBUTES = [
  'car_type',
  'listing',
  'simple_body',
  'make',
  'city',
  'state',
  'location_slug',
] as const
export type DealerSearchPathAttribute = (typeof DEALER_SEARCH_PATH_ATTRIBUTES)[number]

/** Placeholders a path may hold, written {city} or {state}, each standing for that attribute. */
export const SEARCH_PATH_PLACEHOLDERS = ['city', 'state'] as const
export type SearchPathPlaceholder = (typeof SEARCH_PATH_PLACEHOLDERS)[number]

/** Values a placeholder may stand for: the cities and states the index holds. */
export interface SearchPathValues {
  cities: readonly string[]
  states: readonly string[]
}

export interface ResolvedSearchPath {
  /** The dealer path as configured. */
  entry: DealerSearchPath
  /** Its URL: /search/{segment}. */
  href: string
  title: string
  /** What the path stands for: its filter, then its placeholder's value. */
  refinements: Record<string, string[]>
}

/** slug → value for values whose slug names exactly one of them. */
export function uniqueSlugMap(values: readonly string[]): Map<string, string> {
  const map = new Map<string, string>()
  const clashes = new Set<string>()
  for (const value of values) {
    const slug = manufacturerSlug(value)
    if (!slug) continue
    if (map.has(slug) && map.get(slug) !== value) clashes.add(slug)
    map.set(slug, value)
  }
  for (const slug of clashes) map.delete(slug)
  return map
}

const placeholderOf = (path: string): SearchPathPlaceholder | null =>
  SEARCH_PATH_PLACEHOLDERS.find((name) => path.includes(`{${name}}`)) ?? null

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const slugMaps = new WeakMap<SearchPathValues, Record<SearchPathPlaceholder, Map<string, string>>>()
function slugMapsOf(values: SearchPathValues) {
  let maps = slugMaps.get(values)
  if (!maps) {
    maps = { city: uniqueSlugMap(values.cities), state: uniqueSlugMap(values.states) }
    slugMaps.set(values, maps)
  }
  return maps
}

function resolved(
  entry: DealerSearchPath,
  placeholder: { name: SearchPathPlaceholder; value: string; slug: string } | null,
): ResolvedSearchPath {
  const refinements: Record<string, string[]> = {}
  for (const [attribute, values] of Object.entries(entry.filter)) {
    if (values) refinements[attribute] = [...values]
  }
  let segment = entry.path
  let title = entry.title
  if (placeholder) {
    refinements[placeholder.name] = [placeholder.value]
    segment = segment.replace(`{${placeholder.name}}`, placeholder.slug)
    title = title.replaceAll(`{${placeholder.name}}`, placeholder.value)
  }
  return { entry, href: `/search/${segment}`, title, refinements }
}

/**
 * The dealer path a search segment names ('used-cars-brisbane'), or null: a concrete path first,
 * then a placeholder path whose placeholder matches a value the index holds.
 */
export function resolveDealerSearchPath(
  segment: string,
  paths: readonly DealerSearchPath[],
  values: SearchPathValues,
): ResolvedSearchPath | null {
  const concrete = paths.find((entry) => placeholderOf(entry.path) === null && entry.path === segment)
  if (concrete) return resolved(concrete, null)
  for (const entry of paths) {
    const name = placeholderOf(entry.path)
    if (!name) continue
    const [before = '', after = ''] = entry.path.split(`{${name}}`)
    const match = new RegExp(
      `^${escapeRegExp(before)}([a-z0-9]+(?:-[a-z0-9]+)*)${escapeRegExp(after)}$`,
    ).exec(segment)
    const slug = match?.[1]
    const value = slug === undefined ? undefined : slugMapsOf(values)[name].get(slug)
    if (slug !== undefined && value !== undefined) return resolved(entry, { name, value, slug })
  }
  return null
}

const sameValues = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((value, index) => value === b[index])

/**
 * The dealer paths that could stand for `refinements` (each path's whole filter, and its
 * placeholder's single value, present with the same values in the same order), those that consume
 * the most attributes first. The caller checks a candidate by resolving its segment back, so a
 * concrete path shadowing a placeholder one never changes what a URL means.
 */
export function dealerSearchPathsFor(
  refinements: Readonly<Record<string, readonly string[]>>,
  paths: readonly DealerSearchPath[],
  values: SearchPathValues,
): ResolvedSearchPath[] {
  const candidates: ResolvedSearchPath[] = []
  for (const entry of paths) {
    const fixed = Object.entries(entry.filter)
    if (!fixed.every(([attribute, wanted]) => wanted && sameValues(refinements[attribute], wanted))) continue
    const name = placeholderOf(entry.path)
    if (!name) {
      if (fixed.length > 0) candidates.push(resolved(entry, null))
      continue
    }
    const given = refinements[name]
    const value = given?.length === 1 ? given[0] : undefined
    if (value === undefined) continue
    const slug = manufacturerSlug(value)
    if (slugMapsOf(values)[name].get(slug) === value) candidates.push(resolved(entry, { name, value, slug }))
  }
  return candidates.sort((a, b) => Object.keys(b.refinements).length - Object.keys(a.refinements).length)
}

/**
 * A path's refinements as Algolia facetFilters: values of one attribute OR'd, attributes AND'd
 * ([['car_type:used', 'car_type:demo'], ['city:Brisbane']]).
 */
export function searchPathFacetFilters(refinements: Readonly<Record<string, readonly string[]>>): string[][] {
  return Object.entries(refinements).map(([attribute, values]) =>
    values.map((value) => `${attribute}:${value}`),
  )
}
