// 'Find the perfect car for you' (§2): the family's tabs (Brand, Body, Price, Fuel Type, Model for
// cars, Brand first), each a way into the stock — the values the stock holds, most cars first, or
// for the price tab the family's price bands. A price search is ordered dearest first (§4).
import {
  type FamilyFacetTab,
  familyProfileOf,
  formatPrice,
  type SiteConfig,
  siteSearchIndex,
} from '@forecourt/domain'
import { priceDescendingIndex } from '@forecourt/search'
import type { StockFacets } from '../chrome/stock-facets.server.js'
import { byCountDescending, modelsByMake } from '../chrome/stock-values.js'
import { searchHref } from '../search/search-href.js'

/** How many values a tab lists: the rest are a search away. */
export const STOCK_PICKER_LIMIT = 12

export interface StockPickerLink {
  label: string
  href: string
  /** Vehicles in stock behind the link; a price band has none (bands are not counted). */
  count?: number
}

export interface StockPickerTab {
  id: string
  label: string
  /** A price tab holds the family's slider above its bands. */
  kind: FamilyFacetTab['kind']
  links: StockPickerLink[]
}

type PickerSite = Pick<SiteConfig, 'template' | 'search_path' | 'search_paths' | 'currency' | 'search'>

/** The search page for a price range, dearest first (§4: the picker's price search sorts so). */
export function priceSearchHref(site: PickerSite, min: number | undefined, max: number | undefined): string {
  const { priceSlider } = familyProfileOf(site.template)
  return searchHref(site, {
    range: { [priceSlider.attribute]: `${min ?? ''}:${max ?? ''}` },
    sortBy: site.search ? priceDescendingIndex(siteSearchIndex(site.search)) : '',
  })
}

/** The family's price bands: under the first bound, between each pair, then the last and over. */
function priceLinks(site: PickerSite): StockPickerLink[] {
  const bounds = familyProfileOf(site.template).priceBuckets
  const price = (amount: number) => formatPrice(amount, site.currency)
  const bands = bounds.map((upper, index) => {
    const lower = bounds[index - 1]
    return lower === undefined
      ? { label: `Under ${price(upper)}`, href: priceSearchHref(site, undefined, upper) }
      : { label: `${price(lower)} – ${price(upper)}`, href: priceSearchHref(site, lower, upper) }
  })
  const last = bounds.at(-1)
  if (last === undefined) return bands
  return [...bands, { label: `${price(last)} and over`, href: priceSearchHref(site, last, undefined) }]
}

function valueLinks(site: PickerSite, tab: FamilyFacetTab, stock: StockFacets | null): StockPickerLink[] {
  if (tab.attribute === 'make_model') {
    // A model is searched under its make, so the link takes the /search/{make}/{model} path (§2).
    return [...modelsByMake(stock)]
      .flatMap(([make, models]) => models.map(([model, count]) => ({ make, model, count })))
      .sort((a, b) => b.count - a.count || `${a.make} ${a.model}`.localeCompare(`${b.make} ${b.model}`))
      .slice(0, STOCK_PICKER_LIMIT)
      .map(({ make, model, count }) => ({
        label: `${make} ${model}`,
        href: searchHref(site, { refinementList: { make: [make], model: [model] } }),
        count,
      }))
  }
  return byCountDescending(stock?.facets[tab.attribute] ?? {})
    .slice(0, STOCK_PICKER_LIMIT)
    .map(([value, count]) => ({
      label: value,
      href: searchHref(site, { refinementList: { [tab.attribute]: [value] } }),
      count,
    }))
}

/** The picker's tabs for a site, in its family's order; a tab whose stock lists nothing is left out. */
export function stockPickerTabs(site: PickerSite, stock: StockFacets | null): StockPickerTab[] {
  return familyProfileOf(site.template).facetTabs.flatMap((tab) => {
    const links = tab.kind === 'price' ? priceLinks(site) : valueLinks(site, tab, stock)
    return links.length > 0 ? [{ id: tab.attribute, label: tab.label, kind: tab.kind, links }] : []
  })
}
