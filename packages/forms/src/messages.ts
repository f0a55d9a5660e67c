// Messages for field types whose wording the spec does not give (§8: 'Exact per-field bounds: not
// shown'). The spec's own messages come from @forecourt/domain and are never restated here.

export const NUMBER_MESSAGE = 'Please enter a number.'
export const YEAR_MESSAGE = 'Please enter a valid year.'
export const REGO_MESSAGE = 'Please enter a valid registration.'
export const DATE_MESSAGE = 'Please enter a valid date.'
export const DATE_TIME_MESSAGE = 'Please enter a valid date and time.'
export const CARD_EXPIRY_MESSAGE = 'Please enter the expiry as MM/YY.'
export const RATING_MESSAGE = 'Please choose a rating from 1 to 5.'
export const OPTION_MESSAGE = 'Please choose one of the options.'
