// @forecourt/domain/sites — Sites: the site config, its pages, navigation, overrides, region, privacy policy, structured data and the business constants (spec §1, §3, §9).
// Explicit names only: exports.test.ts pins every entry, and each public name lives in one entry.

// Business constants (spec §9)
export {
  ALTERNATE_ENQUIRE_LABEL,
  BANNER_LOCATIONS_LINK_THRESHOLD,
  COMPARE_BADGE_CAP,
  COPIED_NOTICE_MS,
  DEFAULT_ENQUIRE_LABEL,
  DEFAULT_RESERVE_AMOUNT,
  DEFAULT_SUBMIT_LABEL,
  EARTH_RADIUS_KM,
  FACET_LIST_LIMIT,
  FAVOURITES_STRIP_HIDE_MS,
  FAVOURITES_STRIP_SLOTS,
  FOOTER_LOGO_SIZE,
  HEAR_ABOUT_US_OPTIONS,
  HERO_AUTOPLAY_MS,
  LOCATION_CARD_IMAGE_HEIGHT_PX,
  MIN_RESERVABLE_PRICE,
  MIN_SUGGESTION_PRICE,
  MODEL_DESCRIPTION_MAX_CHARS,
  MONEY_BACK_DAYS,
  MONEY_BACK_MAX_KM,
  NEW_TAG_WINDOW_DAYS,
  OPT_IN_TEXT,
  PHONE_MASK_VISIBLE_CHARS,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  PRICE_SLIDER_STEP,
  PRIVACY_ACCESS_ACKNOWLEDGE_DAYS,
  PRIVACY_ACCESS_GRANT_DAYS,
  PRIVACY_COMPLAINT_RESOLVE_DAYS,
  REFINEMENT_LIST_LIMIT,
  SEARCH_INDEX_NAME,
  SEARCH_PAGE_SIZE,
  SEARCH_RANKING_ATTRIBUTE,
  STAFF_AVATAR_SIZE,
  STOCK_COUNT_FACET_THRESHOLD,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TRADE_IN_MAX_AGE_YEARS,
  TRADE_IN_MAX_KM,
} from '../constants.js'
// Links out of the site (spec §3: config is hostile, only http(s) is linked)
export { externalHref } from '../external-href.js'
export {
  DYNAMIC_DROPDOWNS,
  type DynamicDropdown,
  type Navigation,
  type NavigationItem,
  type NavigationMenu,
  navigationLabel,
  requireNavigation,
} from '../navigation.js'
export { type PrivacyPolicyInput, type PrivacySection, privacyPolicy } from '../privacy-policy.js'
export { CURRENCIES, type Currency, CurrencySchema, type Region, RegionSchema } from '../region.js'
export type { JsonLdObject, JsonLdValue } from '../schema-org.js'
export { NavigationItemSchema, NavigationSchema } from '../schemas/navigation.js'
export {
  describeIssues,
  parseSiteConfig,
  SiteConfigSchema,
  SiteFinanceSchema,
  TemplateSchema,
} from '../schemas/site.js'
export { type SisterSite, sisterSites } from '../sister-sites.js'
export {
  checkoutHref,
  FINANCE_PROVIDERS,
  PAYMENT_PROVIDERS,
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
  EnquirySettingsSchema,
  type HeroSlide,
  HeroSlideSchema,
  LocationCardSettingsSchema,
  ReviewSettingsSchema,
  type SiteFeatures,
  SiteFeaturesSchema,
  SiteLabelsSchema,
  type SiteOverrides,
  SiteOverridesSchema,
} from '../site-overrides.js'
export {
  type MoneyBackTerms,
  moneyBackTerms,
  pageParagraphs,
  SITE_PAGE_KINDS,
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
