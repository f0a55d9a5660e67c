// The framework-free core of the form engine. The React binding is `@forecourt/forms/react`.
export { type Condition, type EnquiryRuleField, holds } from './conditions.js'
export {
  cardExpiryRule,
  checkGroupRule,
  checkRule,
  choiceRule,
  dateRule,
  dateTimeRule,
  emailRule,
  type FieldRule,
  fieldErrors,
  fileRule,
  numberRule,
  phoneRule,
  postcodeRule,
  regoRule,
  starRatingRule,
  text,
  yearRule,
} from './field-rules.js'
export {
  FIELD_TYPES,
  type FieldControl,
  type FieldTypeSpec,
  type FieldValue,
  type FieldValueType,
  fieldTypeOf,
} from './field-types.js'
export { type FormCar, type FormContext, type FormOption, formCarOf, formContextOf } from './form-context.js'
export {
  CLIENT_KEY_FIELD,
  clientKeyOf,
  FORM_ID_FIELD,
  type FormIntent,
  hiddenEntries,
  INTENT_FIELD,
  intentOf,
  machineEntries,
  machineFromFormData,
  valuesFromFormData,
} from './form-data.js'
export type {
  AnswerCondition,
  FieldDefinition,
  FormDefinition,
  FormEventRule,
  OptionsSource,
  StepDefinition,
} from './form-definition.js'
export { sendFailureMessage } from './form-definition.js'
export {
  handleLeadPost,
  type LeadPostInput,
  type LeadPostResult,
  type SendLead,
  type SendResult,
} from './form-post.js'
export { type LeadEvent, leadEventOf } from './lead-event.js'
export { LEAD_FORMS, type LeadFormId, leadFormById } from './lead-forms/index.js'
export { TRADE_IN_FAQ, TRADE_IN_NOTE } from './lead-forms/trade-in-form.js'
export { type LeadPayload, type LeadValue, leadPayload } from './lead-payload.js'
export * from './messages.js'
export {
  canGoBack,
  type FormStatus,
  isLastStep,
  type MultiStepEvent,
  type MultiStepState,
  multiStepReducer,
  progressPercent,
  type SkippedStep,
  sendKind,
  startMultiStep,
} from './multi-step-machine.js'
export {
  defaultValuesOf,
  type FormValues,
  nextStepOf,
  type ResolvedField,
  type ResolvedStep,
  resolveForm,
  ruleOf,
  type StepValidation,
  stepSchema,
  validateStep,
} from './resolve-form.js'
export {
  type EnquirySuccess,
  type KeyValueStorage,
  prefill,
  type RememberedContact,
  readEnquirySuccess,
  readRememberedContact,
  rememberContact,
  rememberEnquirySuccess,
} from './visitor-memory.js'
