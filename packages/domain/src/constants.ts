// Business constants of spec §9, named once so apps never scatter magic numbers.

/** Hits per search page (§7, §9). */
export const SEARCH_PAGE_SIZE = 21
/** Default limit of a refinement list (§9). */
export const REFINEMENT_LIST_LIMIT = 30
/** Facet lists show this many values, sorted by count descending (§9). */
export const FACET_LIST_LIMIT = 20
/** A car is tagged New while created within this many days (§4, §9). */
export const NEW_TAG_WINDOW_DAYS = 8
/** Hero carousel autoplay delay (§9). */
export const HERO_AUTOPLAY_MS = 3000
/** How long the share row's 'Copied' notice stays (§2, §9). */
export const COPIED_NOTICE_MS = 1500
/** The favourites strip hides this long after the list changed (§4, §9). */
export const FAVOURITES_STRIP_HIDE_MS = 5000
/** Saved cars shown in the favourites strip (§2, §9). */
export const FAVOURITES_STRIP_SLOTS = 3
/** The '+N' badge on the compare button never shows more than this (§4, §9). */
export const COMPARE_BADGE_CAP = 9
/** Reserve and valuation features need a price strictly above this (§5, §9). */
export const MIN_RESERVABLE_PRICE = 200
/** Reserve label amount when the car shows none (§9). */
export const DEFAULT_RESERVE_AMOUNT = 200
/** Suggestion prices are shown only strictly above this (§2, §9). */
export const MIN_SUGGESTION_PRICE = 250
/** Above this many hits the stock count is summed from facet counts (§9). */
export const STOCK_COUNT_FACET_THRESHOLD = 1999
/** Price slider defaults (§9). */
export const PRICE_SLIDER_MIN = 5000
export const PRICE_SLIDER_MAX = 250000
export const PRICE_SLIDER_STEP = 500
/** Characters of a phone number shown before it is revealed (§4, §9). */
export const PHONE_MASK_VISIBLE_CHARS = 5
/** At most this many toasts at once (§4, §9). */
export const TOAST_LIMIT = 1
/** Earth radius used for dealer distances (§9). */
export const EARTH_RADIUS_KM = 6371
/** Footer logo box (§9). */
export const FOOTER_LOGO_SIZE = { width: 227, height: 60 } as const
/** Staff avatar box (§9). */
export const STAFF_AVATAR_SIZE = { width: 70, height: 70 } as const
/** Location card image height (§9). */
export const LOCATION_CARD_IMAGE_HEIGHT_PX = 150
/** More locations than this collapse the banner into one 'Locations' link (§9). */
export const BANNER_LOCATIONS_LINK_THRESHOLD = 3
/** Model card descriptions are cut to this many characters (§3). */
export const MODEL_DESCRIPTION_MAX_CHARS = 75
/** Trade-in FAQ: online estimates are generally not given beyond these (§5). */
export const TRADE_IN_MAX_AGE_YEARS = 7
export const TRADE_IN_MAX_KM = 100000
/** Autopact-group used-car terms (§9). */
export const MONEY_BACK_DAYS = 14
export const MONEY_BACK_MAX_KM = 500
/** Privacy policy response times for one group (§9). */
export const PRIVACY_ACCESS_ACKNOWLEDGE_DAYS = 7
export const PRIVACY_ACCESS_GRANT_DAYS = 30
export const PRIVACY_COMPLAINT_RESOLVE_DAYS = [14, 30] as const
/** Default button texts and the opt-in wording (§9); some tenants' 'Message Now' is their `labels.enquire` override. */
export const DEFAULT_ENQUIRE_LABEL = 'Enquire Now'
export const DEFAULT_SUBMIT_LABEL = 'Submit Form'
export const OPT_IN_TEXT = 'Yes, I would like to subscribe to receive latest offers & product updates.'
/** Hear-about-us options one tenant asks for (§9). */
export const HEAR_ABOUT_US_OPTIONS = [
  'Facebook Marketplace',
  'Facebook',
  'Instagram',
  'Google',
  'Word of Mouth',
  'Car Sales',
  'Repeat Customer',
  'Other',
] as const
/** The hosted search index and its ranking (§7). */
export const SEARCH_INDEX_NAME = 'Car_production'
export const SEARCH_RANKING_ATTRIBUTE = 'custom_rank'
