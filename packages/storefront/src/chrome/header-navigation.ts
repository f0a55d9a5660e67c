// The header's navbar from the site's navigation (§3 Navigation item): plain links, dropdowns of
// links, and the dynamic mega menus filled from the site's stock (brands, models, bodies, stock by
// car type) or written out in columns. Links into the stock take the search's friendly paths (§2).
import {
  CAR_TYPE_LABELS,
  CAR_TYPES,
  type CarType,
  FACET_LIST_LIMIT,
  type NavigationItem,
  navigationLabel,
  type SiteConfig,
  siteSearchPath,
  sortBrands,
} from '@forecourt/domain'
import {
  createSearchRoute,
  EMPTY_ROUTE_STATE,
  type SearchRouteConfig,
  searchRouteConfigOf,
} from '@forecourt/search'
import type { MegaMenuGroup, MegaMenuKind, MegaMenuLink } from '@forecourt/ui/mega-menu'
import type { HeaderNavigationItem } from '@forecourt/ui/site-header'
import type { StockFacets } from './stock-facets.server.js'
import { byCountDescending, modelsByMake } from './stock-values.js'

type HeaderSite = Pick<SiteConfig, 'template' | 'search_path' | 'search_paths' | 'stock'>

interface MenuContext {
  site: HeaderSite
  stock: StockFacets | null
  route: (refinementList: Record<string, string[]>) => string
}

/** Stock by car type (§3 'stock'), each with its count when the item asks for it (`carTypeQty`). */
function stockGroups(item: NavigationItem, { site, stock, route }: MenuContext): MegaMenuGroup[] {
  const withCounts = item.carTypeQty === true
  // The search's counts first; without search, the site's own new and demo counts (§3 stock.car_types).
  const countOf = (type: CarType): number | undefined =>
    stock ? (stock.facets.car_type?.[type] ?? 0) : type === 'used' ? undefined : site.stock?.car_types[type]
  const types: MegaMenuLink[] = CAR_TYPES.flatMap((type) => {
    const count = countOf(type)
    // A type the site has no stock of leads nowhere; leave it out.
    if (stock && count === 0) return []
    const link: MegaMenuLink = { label: CAR_TYPE_LABELS[type], href: route({ car_type: [type] }) }
    return [withCounts && count !== undefined ? { ...link, count } : link]
  })
  const all: MegaMenuLink = { label: 'All Stock', href: item.url ?? siteSearchPath(site) }
  return [{ links: [withCounts && stock ? { ...all, count: stock.total } : all, ...types] }]
}

function brandGroups({ stock, route }: MenuContext): MegaMenuGroup[] {
  const makes = sortBrands(Object.keys(stock?.facets.make ?? {}), (make) => make)
  return [{ links: makes.map((make) => ({ label: make, href: route({ make: [make] }) })) }]
}

function bodyGroups({ stock, route }: MenuContext): MegaMenuGroup[] {
  const bodies = byCountDescending(stock?.facets.simple_body ?? {}).slice(0, FACET_LIST_LIMIT)
  return [{ links: bodies.map(([body]) => ({ label: body, href: route({ simple_body: [body] }) })) }]
}

/** Models in stock under their make. */
function modelGroups({ stock, route }: MenuContext): MegaMenuGroup[] {
  const byMake = modelsByMake(stock)
  return sortBrands([...byMake.keys()], (make) => make).map((make) => ({
    heading: make,
    links: (byMake.get(make) ?? []).slice(0, FACET_LIST_LIMIT).map(([model]) => ({
      label: model,
      href: route({ make: [make], model: [model] }),
    })),
  }))
}

const linksOf = (items: readonly NavigationItem[] | undefined): MegaMenuLink[] =>
  (items ?? []).flatMap((entry) => (entry.url ? [{ label: navigationLabel(entry), href: entry.url }] : []))

/** Columns written out in the site's navigation (`dropdownMenus`, else its `dropdownItems`). */
function columnGroups(item: NavigationItem): MegaMenuGroup[] {
  if (item.dropdownMenus?.length) {
    return item.dropdownMenus.map((menu) => ({
      ...(menu.title ? { heading: menu.title } : {}),
      links: linksOf(menu.items),
    }))
  }
  return [{ links: linksOf(item.dropdownItems) }]
}

function menuGroups(kind: MegaMenuKind, item: NavigationItem, context: MenuContext): MegaMenuGroup[] {
  switch (kind) {
    case 'stock':
      return stockGroups(item, context)
    case 'brands':
      return brandGroups(context)
    case 'bodies':
      return bodyGroups(context)
    case 'models':
      return modelGroups(context)
    case 'columns':
      return columnGroups(item)
  }
}

/** The search route config the header's links are written with: the site's base path and stock values. */
function headerSearchConfig(site: HeaderSite, stock: StockFacets | null): SearchRouteConfig {
  return searchRouteConfigOf(site, stock?.facets)
}

/**
 * The navbar items of `items` (the site's `navigation.header`). A dynamic menu with nothing to
 * list (no stock, or search unavailable) becomes a plain link to its own url, or is left out.
 */
export function headerNavigation(
  items: readonly NavigationItem[],
  site: HeaderSite,
  stock: StockFacets | null,
): HeaderNavigationItem[] {
  const config = headerSearchConfig(site, stock)
  const context: MenuContext = {
    site,
    stock,
    route: (refinementList) => createSearchRoute({ ...EMPTY_ROUTE_STATE, refinementList }, config),
  }
  return items.flatMap((item): HeaderNavigationItem[] => {
    const label = navigationLabel(item)
    const plain = item.url ? [{ label, href: item.url }] : []
    if (item.dynamicDropdown) {
      const groups = menuGroups(item.dynamicDropdown, item, context).filter((group) => group.links.length > 0)
      return groups.length > 0 ? [{ label, menu: { kind: item.dynamicDropdown, groups } }] : plain
    }
    if (item.dropdownMenus?.length) {
      const groups = columnGroups(item).filter((group) => group.links.length > 0)
      return groups.length > 0 ? [{ label, menu: { kind: 'columns', groups } }] : plain
    }
    const dropdown = linksOf(item.dropdownItems)
    if (dropdown.length > 0) return [{ label, items: dropdown }]
    return plain
  })
}
