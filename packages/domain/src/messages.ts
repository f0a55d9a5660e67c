// The product's user-facing messages, word for word (spec §5, §7, §8; typos included on purpose).

export const REQUIRED_MESSAGE = '*This is a required field.'
export const EMAIL_MESSAGE = 'invalid email address'
export const PHONE_MESSAGE = 'Invalid phone number. Must be Australian or New Zealand number.'
export const PHONE_TOO_LONG_MESSAGE = 'Invalid phone number. Too many characters.'
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
/** Thrown when geocoding a postcode finds nothing (§7). */
export const GEOCODE_FAILED_MESSAGE = 'Invalid postcode'
/** Enquiry failure without a server message (§4, §8: 'occured' is the product's spelling). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occured'
export const FORM_SUBMIT_ERROR_MESSAGE = 'An error occurred when submitting this form'
/** A site without header or footer navigation cannot render (§8). */
export const MISSING_NAVIGATION_MESSAGE = 'Cannot run without navigation'
export const NO_SAVED_CARS_MESSAGE = 'No Saved Cars'
export const COPIED_MESSAGE = 'Copied'

export interface ToastMessage {
  title: string
  description: string
  action: 'View List'
}

/** Toast after a car is saved to the watchlist (§7, §8). */
export function watchlistSavedToast(carName: string): ToastMessage {
  return {
    title: 'Car Saved In Watchlist',
    description: `${carName} is now available in your watchlist`,
    action: 'View List',
  }
}

/** Toast after a car is removed from the watchlist (§7, §8). */
export function watchlistRemovedToast(carName: string): ToastMessage {
  return {
    title: 'Car Removed',
    description: `${carName} is no longer in your watchlist`,
    action: 'View List',
  }
}
