// @forecourt/domain/sites — Sites: the site config, its pages, navigation, overrides, region, privacy policy, structured data and the business constants (spec §1, §3, §9).
// Explicit names only: exports.test.ts pins every entry, and each public name lives in one entry.

// Business constants (spec §9)
export {
  COPIED_NOTICE_MS,
  DEFAULT_ENQUIRE_LABEL,
  FACET_LIST_LIMIT,
  FAVOURITES_STRIP_HIDE_MS,
  FAVOURITES_STRIP_SLOTS,
  FOOTER_LOGO_SIZE,
  HEAR_ABOUT_US_OPTIONS,
  HERO_AUTOPLAY_MS,
  LOCATION_CARD_IMAGE_HEIGHT_PX,
  NEW_TAG_WINDOW_DAYS,
  OPT_IN_TEXT,
  REFINEMENT_LIST_LIMIT,
  SEARCH_INDEX_NAME,
  SEARCH_PAGE_SIZE,
  SEARCH_RANKING_ATTRIBUTE,
  STAFF_AVATAR_SIZE,
  TOAST_LIMIT,
  TRADE_IN_MAX_AGE_YEARS,
  TRADE_IN_MAX_KM,
} from '../constants.js'
// Links out of the site (spec §3: config is hostile, only http(s) is linked)
export {
  type DynamicDropdown,
  type Navigation,
  type NavigationItem,
  type NavigationMenu,
  navigationLabel,
  requireNavigation,
} from '../navigation.js'
export { type PrivacyPolicyInput, type PrivacySection, privacyPolicy } from '../privacy-policy.js'
export type { Currency, Region } from '../region.js'
export type { JsonLdObject, JsonLdValue } from '../schema-org.js'
export { NavigationSchema } from '../schemas/navigation.js'
export { SiteConfigSchema, TemplateSchema } from '../schemas/site.js'
export { type SisterSite, sisterSites } from '../sister-sites.js'
export {
  checkoutHref,
  FINANCE_PROVIDERS,
  type SiteConfig,
  type SiteConfigInput,
  type SiteConfigResult,
  siteLogoUrl,
  siteSearchIndex,
  siteSearchPath,
  TEMPLATES,
  type Template,
} from '../site.js'
export {
  type HeroSlide,
  type SiteFeatures,
  SiteFeaturesSchema,
  type SiteOverrides,
  SiteOverridesSchema,
} from '../site-overrides.js'
export {
  type MoneyBackTerms,
  moneyBackTerms,
  pageParagraphs,
  type SitePage,
  SitePageSchema,
  sitePageAt,
} from '../site-pages.js'
export {
  locationsStructuredData,
  type SiteStructuredDataOptions,
  type StructuredDataSite,
  siteStructuredData,
} from '../site-structured-data.js'
