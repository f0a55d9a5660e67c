import { DEFAULT_ENQUIRE_LABEL, DEFAULT_SUBMIT_LABEL } from './constants.js'
import { DEFAULT_FAVOURITES_PATH } from './favourites.js'
import { SitePageSchema } from './site-pages.js'
import { z } from './zod.js'

/** Features a site switches on or off (§1 per-dealership overrides). */
export const SiteFeaturesSchema = z.object({
  checkout: z.boolean().default(false),
  finance_button: z.boolean().default(true),
  favourites_storage: z.enum(['local', 'watchlist']).default('local'),
  /** Reserve online lives at /cars/{slug}/checkout or, for some dealers, /buy-online (§2). */
  checkout_path: z.enum(['checkout', 'buy-online']).default('checkout'),
  /** The print page prints to PDF on some sites (§2). */
  print_to_pdf: z.boolean().default(false),
  /** Compare only used cars (§5 'on some sites, is used'). */
  compare_used_only: z.boolean().default(false),
  /** Sold cars keep their favourite control (§5 'sold-state allowed'). */
  sold_favourites: z.boolean().default(false),
})
export type SiteFeatures = z.infer<typeof SiteFeaturesSchema>

/** Button texts a dealership may rename (§9: 'Message Now' for some tenants). */
const SiteLabelsSchema = z.object({
  enquire: z.string().min(1).default(DEFAULT_ENQUIRE_LABEL),
  submit: z.string().min(1).default(DEFAULT_SUBMIT_LABEL),
})

/** What a location card shows (§2 Location card). */
const LocationCardSettingsSchema = z.object({
  show_map: z.boolean().default(true),
  show_hours: z.boolean().default(true),
  show_reviews: z.boolean().default(true),
  show_licence_numbers: z.boolean().default(true),
})

/** Lead-form behaviours one tenant or another needs (§5, §9). */
const EnquirySettingsSchema = z.object({
  message_optional: z.boolean().default(false),
  terms_required: z.boolean().default(false),
  /** Ask 'How did you hear about us?' with the §9 options. */
  hear_about_us: z.boolean().default(false),
  dealership_field_removed: z.boolean().default(false),
  /** NZ sites may use the numeric phone input (§5). */
  phone_input: z.enum(['au-nz', 'numeric']).default('au-nz'),
  /** Fixed /contact-us/{slug} for Enquire Now (§2). */
  fixed_contact_slug: z.string().nullable().default(null),
})

/** One slide of the home page's hero carousel (§9 'Hero carousel autoplay 3000 ms'). */
const HeroSlideSchema = z.object({
  title: z.string().min(1),
  text: z.string().nullable().default(null),
  /** The slide's one action: a page of the site ('/special-offers') or another address. */
  href: z.string().min(1),
  cta: z.string().min(1).default('Find out more'),
  image_url: z.string().nullable().default(null),
})
export type HeroSlide = z.infer<typeof HeroSlideSchema>

/** Review display settings (§9). */
const ReviewSettingsSchema = z.object({
  min_rating: z.number().min(0).max(5).default(0),
  hidden: z.boolean().default(false),
})

/**
 * Per-dealership overrides (§1, §3 `config`): every one-tenant exception is a named flag here,
 * never a tenant's name in code. Every field defaults, so `{}` is a valid configuration.
 */
export const SiteOverridesSchema = z.object({
  labels: SiteLabelsSchema.prefault({}),
  /** The tokens theme the site wears (`data-theme`); a theme is a token override, not a fork. */
  theme: z.string().min(1).default('base'),
  /**
   * The header's variant (§2 Header); the storefront maps the name to ui props, and an unknown
   * name renders as 'default'. 'default': top banner with locations, Sales/Service/Parts phones,
   * social links, star rating and favourites; 'large': the same with the large bar; 'large-sticky':
   * large and kept at the top while scrolling; 'banner-address': the banner shows the address and
   * phone instead of locations; 'banner-entries': per-location 'Dealership:' and 'Service Centre:'
   * entries instead of locations and phones.
   */
  header_variant: z.string().min(1).default('default'),
  /**
   * The footer's variant (§2 Footer); every one has the navigation columns, the sub-footer
   * (licence numbers, copyright, provider credit), Back to top and, with checkout, payment logos.
   * 'default': nothing more; 'locations': the locations with addresses and phones; 'hours': the
   * primary location's opening hours; 'social': the logo and social links; 'licence-numbers': every
   * location's dealer and repairer numbers named in the sub-footer; 'staff': `footer_staff`;
   * 'map': an embedded map of the primary location. An unknown name renders as 'default'.
   */
  footer_variant: z.string().min(1).default('default'),
  /** The people the 'staff' footer variant lists (§2 staff contacts). */
  footer_staff: z
    .array(
      z.object({
        name: z.string().min(1),
        role: z.string().min(1),
        phone: z.string().optional(),
        email: z.string().optional(),
        avatar_url: z.string().optional(),
      }),
    )
    .default([]),
  /**
   * The footer's dealer rating banner (§2 'for one region'): shown on sites that set this; passenger
   * sites show its 'V' variant, the commercial (trucks) template its 'N' variant.
   */
  dealer_rating_banner: z.boolean().default(false),
  privacy_text: z.string().nullable().default(null),
  /** The privacy policy promises the group's response times (§9 'Privacy policy for one group'). */
  privacy_response_times: z.boolean().default(false),
  terms_text: z.string().nullable().default(null),
  location_card: LocationCardSettingsSchema.prefault({}),
  enquiry: EnquirySettingsSchema.prefault({}),
  reviews: ReviewSettingsSchema.prefault({}),
  favourites_path: z.string().startsWith('/').default(DEFAULT_FAVOURITES_PATH),
  sunday_by_appointment: z.boolean().default(false),
  full_opening_hours: z.boolean().default(false),
  /** The banner's border-time note, e.g. for a dealer near the NSW/QLD border (§2); null for none. */
  border_time_note: z.string().nullable().default(null),
  /** Location links go to /contact — the spec's 'fixed list' of dealers (§2). */
  location_links_to_contact: z.boolean().default(false),
  /** Banner shows one 'Locations' link whatever the count (§9 'force flag'). */
  force_banner_locations_link: z.boolean().default(false),
  /** Suffix appended to an initial search started from a non-search page (§2). */
  search_suffix: z.string().nullable().default(null),
  /**
   * /brands/{slug} that open another page instead (§2: one slug maps to a fixed model page, one to a
   * fixed brand page), e.g. { tesla: '/tesla-model-3', vw: '/brands/volkswagen' }.
   */
  brand_links: z.record(z.string().regex(/^[a-z0-9-]+$/), z.string().startsWith('/')).default({}),
  /** The home page's hero carousel; none shows no carousel. */
  hero_slides: z.array(HeroSlideSchema).default([]),
  /** The site's own pages (§2 group and brand pages), at the paths it names. */
  pages: z.array(SitePageSchema).default([]),
})
export type SiteOverrides = z.infer<typeof SiteOverridesSchema>
