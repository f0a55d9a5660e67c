// @forecourt/domain/leads — Leads and their fields: the lead schema, form kinds, contact formats and the messages a form shows (spec §4, §5, §7, §8).
// Explicit names only: exports.test.ts pins every entry, and each public name lives in one entry.

// Contact formats and messages (spec §2, §4, §5, §8)
export { isValidEmail, validateEmail } from '../email.js'
export {
  ENQUIRY_FIELD_LABELS,
  type EnquiryContext,
  type EnquiryRequirements,
  enquiryLocationChoices,
  enquiryRequirements,
  hasLocationField,
} from '../enquiry-requirements.js'
export {
  carEnquiryMessage,
  FORM_FIELD_TYPES,
  type FormFieldType,
  findSimilarMessage,
  INCOMPLETE_LEAD_STATUS,
  type LeadForm,
  type LeadFormInput,
  REMEMBERED_LEAD_FIELDS,
} from '../lead.js'
export {
  checkLeadFiles,
  LEAD_FILE_ACCEPT,
  LEAD_FILE_MAX_BYTES,
  LEAD_FILE_MAX_COUNT,
  LEAD_FILE_SNIFF_BYTES,
  type LeadFileCandidate,
  type LeadFilesCheck,
  type LeadFileType,
  leadFileEmptyMessage,
  leadFileLimitsText,
  leadFileShownName,
  leadFileTooLargeMessage,
  leadFileTooManyMessage,
} from '../lead-files.js'
export { LEAD_FORM_ASKS, type LeadFormAsks, type LeadFormKind, leadFormKindOf } from '../lead-form-kind.js'
export {
  COPIED_MESSAGE,
  EMAIL_MESSAGE,
  FORM_SUBMIT_ERROR_MESSAGE,
  GEOCODE_FAILED_MESSAGE,
  MISSING_NAVIGATION_MESSAGE,
  NO_SAVED_CARS_MESSAGE,
  PHONE_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  type ToastMessage,
  UNEXPECTED_ERROR_MESSAGE,
  watchlistRemovedToast,
  watchlistSavedToast,
} from '../messages.js'
export {
  formatPhone,
  maskPhone,
  normalisePhone,
  type PhoneInputRule,
  telHref,
  validatePhone,
  validatePhoneWith,
} from '../phone.js'
export { isValidPostcode, POSTCODE_MAX_LENGTH, validatePostcode } from '../postcode.js'
export { LeadFormSchema } from '../schemas/lead.js'
export type { LeadDelivery, LeadDeliveryInput } from '../schemas/lead-delivery.js'
export { tradeInHref } from '../trade-in.js'
