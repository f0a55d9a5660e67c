import { z } from 'zod'
import { LocationSchema } from './location.js'

export const TEMPLATES = ['cars', 'trucks', 'motorcycles', 'rvs', 'subscriptions'] as const
export const TemplateSchema = z.enum(TEMPLATES)
export type Template = z.infer<typeof TemplateSchema>

export const RegionSchema = z.enum(['AU', 'NZ'])
export type Region = z.infer<typeof RegionSchema>

/** Features a site switches on or off (§1 per-dealership overrides). */
export const SiteFeaturesSchema = z.object({
  checkout: z.boolean().default(false),
  finance_button: z.boolean().default(true),
  favourites_storage: z.enum(['local', 'watchlist']).default('local'),
})

/** Public configuration of one dealer site (§3 Site config). */
export const SiteConfigSchema = z.object({
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case words joined by hyphens'),
  template: TemplateSchema,
  region: RegionSchema,
  currency: z.enum(['AUD', 'NZD']).default('AUD'),
  url: z.string().url(),
  phone: z.string().min(1),
  logo_url: z.string().nullable().default(null),
  dealership_group: z.string().nullable().default(null),
  social: z
    .object({
      facebook: z.string().url().optional(),
      instagram: z.string().url().optional(),
      tiktok: z.string().url().optional(),
      youtube: z.string().url().optional(),
    })
    .default({}),
  features: SiteFeaturesSchema.default({
    checkout: false,
    finance_button: true,
    favourites_storage: 'local',
  }),
  locations: z.array(LocationSchema),
})
export type SiteConfig = z.infer<typeof SiteConfigSchema>
export type SiteConfigInput = z.input<typeof SiteConfigSchema>

/** A zod error as `path: problem` lines, so bad site config names where and what. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`,
  )
}
