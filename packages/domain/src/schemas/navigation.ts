// Navigation: the zod schemas of navigation.ts, kept apart from its rules so a page that uses only a rule
// never builds a schema (the domain ships one file per module with sideEffects: false).

import { DYNAMIC_DROPDOWNS, type NavigationItem } from '../navigation.js'
import { z } from '../zod.js'

const NavigationItemSchema: z.ZodType<NavigationItem> = z.lazy(() =>
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
