import { z } from 'zod'
import { MISSING_NAVIGATION_MESSAGE } from './messages.js'

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

export const NavigationItemSchema: z.ZodType<NavigationItem> = z.lazy(() =>
  z
    .object({
      name: z.string().optional(),
      title: z.string().optional(),
      url: z.string().optional(),
      className: z.string().optional(),
      dropdownItems: z.array(NavigationItemSchema).optional(),
      dynamicDropdown: z.enum(DYNAMIC_DROPDOWNS).optional(),
      dropdownMenus: z
        .array(z.object({ title: z.string().optional(), items: z.array(NavigationItemSchema) }))
        .optional(),
      mobileOpen: z.boolean().optional(),
      carTypeQty: z.boolean().optional(),
    })
    .refine((item) => Boolean(item.name ?? item.title), {
      message: 'a navigation item needs a name or title',
    }),
)

export const NavigationSchema = z.object({
  header: z.array(NavigationItemSchema),
  footer: z.array(NavigationItemSchema),
})
export type Navigation = z.infer<typeof NavigationSchema>

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
