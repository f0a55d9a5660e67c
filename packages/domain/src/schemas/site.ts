// Sites: the zod schemas and parser of site.ts, kept apart from its rules so a page that uses only a rule
// never builds a schema (the domain ships one file per module with sideEffects: false).

import { OpeningHourSchema } from '../opening-hour.js'
import { CurrencySchema, RegionSchema } from '../region.js'
import { FINANCE_PROVIDERS, PAYMENT_PROVIDERS, TEMPLATES } from '../site.js'
import { SiteFeaturesSchema, SiteOverridesSchema } from '../site-overrides.js'
import { z } from '../zod.js'
import { DealerSearchPathsSchema } from './dealer-search-path.js'
import { GarageSettingsSchema } from './garage.js'
import { AddressSchema, LocationSchema } from './location.js'
import { NavigationSchema } from './navigation.js'
import { PaymentProcessorSchema } from './payment-processor.js'

export const TemplateSchema = z.enum(TEMPLATES)
export type Template = z.infer<typeof TemplateSchema>

/** Finance estimate settings (§9); rates in percent. */
const SiteFinanceSchema = z.object({
  layout: z.enum(['five-year', 'deposit-balloon', 'angle']).default('five-year'),
  annual_rate: z.number().nonnegative(),
  comparison_rate: z.number().nonnegative(),
  term_years: z.number().int().positive().default(5),
})

/** Public configuration of one dealer site (§3 Site config). */
export const SiteConfigSchema = z.object({
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case words joined by hyphens'),
  template: TemplateSchema,
  region: RegionSchema,
  currency: CurrencySchema.default('AUD'),
  url: z.string().url(),
  phone: z.string().min(1),
  logo_url: z.string().nullable().default(null),
  /** The spec's nested form of the logo (§3 logo.url); prefer `siteLogoUrl`. */
  logo: z.object({ url: z.string().nullable() }).optional(),
  address: AddressSchema.optional(),
  dealership_group: z.string().nullable().default(null),
  social: z
    .object({
      facebook: z.string().url().optional(),
      instagram: z.string().url().optional(),
      tiktok: z.string().url().optional(),
      youtube: z.string().url().optional(),
    })
    .default({}),
  google_site_verification: z.string().nullable().optional(),
  manufacturer: z.object({ name: z.string(), id: z.number().int() }).nullable().optional(),
  dealer_id: z.union([z.string(), z.number()]).nullable().optional(),
  dealerships: z
    .array(
      z.object({
        id: z.number().int(),
        slug: z.string(),
        stripe_publishable_key: z.string().nullable().default(null),
        /** How a deposit on a new-car model page is paid (issue 16 row 11); none takes no model deposits. */
        payment_processors: z.array(PaymentProcessorSchema).default([]),
      }),
    )
    .default([]),
  dealership_websites: z
    .array(
      z.object({
        url: z.string(),
        make: z.string().nullable().default(null),
        name: z.string(),
        logo: z.object({ url: z.string().nullable() }).nullable().default(null),
      }),
    )
    .default([]),
  navigation: NavigationSchema.optional(),
  opening_hours: z.array(OpeningHourSchema).default([]),
  gmb_profiles: z.array(z.object({ review_url: z.string() })).default([]),
  stock: z
    .object({
      car_types: z.object({ demo: z.number().int().nonnegative(), new: z.number().int().nonnegative() }),
    })
    .optional(),
  garage_enabled: z.boolean().default(false),
  /** What the garage page asks and links to (schemas/garage.ts); defaults when the site sets none. */
  garage_settings: GarageSettingsSchema.prefault({}),
  /** Hosted-search filter expression for this site (§7), e.g. 'car_type:used AND status:in_stock'. */
  search_filters: z.string().nullable().optional(),
  /** Search base path (§2); see DEFAULT_SEARCH_PATH. */
  search_path: z.string().startsWith('/').optional(),
  /**
   * The site's own search paths (§2 'slug-specific ones'), each with its filter and title:
   * /search/used-motorcycles lists used motorcycles. The base path lists everything.
   */
  search_paths: DealerSearchPathsSchema.default([]),
  /** Hosted search host and public key (§3): never printed, never in error messages. */
  search: z
    .object({
      host: z.string(),
      key: z.string(),
      // Algolia-protocol application id and index (§7); optional so older configs still parse.
      app_id: z.string().optional(),
      index: z.string().optional(),
    })
    .optional(),
  average_rating: z.number().min(0).max(5).nullable().optional(),
  review_count: z.number().int().nonnegative().optional(),
  payment_provider: z.enum(PAYMENT_PROVIDERS).nullable().optional(),
  finance_provider: z.enum(FINANCE_PROVIDERS).nullable().optional(),
  finance: SiteFinanceSchema.optional(),
  features: SiteFeaturesSchema.prefault({}),
  config: SiteOverridesSchema.prefault({}),
  locations: z.array(LocationSchema),
})
export type SiteConfig = z.infer<typeof SiteConfigSchema>
export type SiteConfigInput = z.input<typeof SiteConfigSchema>

/** A zod error as `path: problem` lines, so bad site config names where and what. */
function describeIssues(error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`,
  )
}

export type SiteConfigResult = { ok: true; site: SiteConfig } | { ok: false; issues: string[] }

/** Parses site configuration at the boundary; on failure every issue names its path and problem. */
export function parseSiteConfig(input: unknown): SiteConfigResult {
  const result = SiteConfigSchema.safeParse(input)
  return result.success
    ? { ok: true, site: result.data }
    : { ok: false, issues: describeIssues(result.error) }
}
