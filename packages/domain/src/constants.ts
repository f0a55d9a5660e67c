// Business constants of spec §9, named once so apps never scatter magic numbers.

/** Hits per search page (§9). */
export const SEARCH_PAGE_SIZE = 21
/** A car is tagged New while created within this many days (§4, §9). */
export const NEW_TAG_WINDOW_DAYS = 8
/** Reserve and valuation features need a price strictly above this (§5, §9). */
export const MIN_RESERVABLE_PRICE = 200
/** Reserve label amount when the car shows none (§9). */
export const DEFAULT_RESERVE_AMOUNT = 200
/** Suggestion prices are shown only strictly above this (§2, §9). */
export const MIN_SUGGESTION_PRICE = 250
