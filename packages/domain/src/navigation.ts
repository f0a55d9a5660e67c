import { MISSING_NAVIGATION_MESSAGE } from './messages.js'
import type { Navigation } from './schemas/navigation.js'

export type { Navigation } from './schemas/navigation.js'

/** Menus filled from site data rather than written out (§3). */
export const DYNAMIC_DROPDOWNS = ['brands', 'models', 'bodies', 'columns', 'stock'] as const
export type DynamicDropdown = (typeof DYNAMIC_DROPDOWNS)[number]

export interface NavigationMenu {
  title?: string | undefined
  items: NavigationItem[]
}

/** A header or footer link, possibly with a dropdown or mega menu (§3 Navigation item). */
export interface NavigationItem {
  name?: string | undefined
  title?: string | undefined
  url?: string | undefined
  className?: string | undefined
  dropdownItems?: NavigationItem[] | undefined
  dynamicDropdown?: DynamicDropdown | undefined
  dropdownMenus?: NavigationMenu[] | undefined
  mobileOpen?: boolean | undefined
  /** Show stock counts per car type next to the item. */
  carTypeQty?: boolean | undefined
}

/** The text a navigation item shows: its name, else its title (§3 'name or title'). */
export function navigationLabel(item: Pick<NavigationItem, 'name' | 'title'>): string {
  return item.name ?? item.title ?? ''
}

/** Header and footer both need a navigation array; without one the site cannot render (§8). */
export function requireNavigation(navigation: Partial<Navigation> | null | undefined): Navigation {
  if (!Array.isArray(navigation?.header) || !Array.isArray(navigation?.footer)) {
    throw new Error(MISSING_NAVIGATION_MESSAGE)
  }
  return { header: navigation.header, footer: navigation.footer }
}
