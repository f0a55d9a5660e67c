// The framework-free core of the form engine. The React binding is `@forecourt/forms/react`.
// Runtime names are the ones an app or the storefront uses (exports.test.ts pins them; knip reports
// a public name nothing uses); the types stay so a consumer can name what those functions take.
export type { Condition, EnquiryRuleField } from './conditions.js'
export { formInFamilyWords } from './family-words.js'
export type { FieldRule } from './field-rules.js'
export type { FieldControl, FieldTypeSpec, FieldValue, FieldValueType } from './field-types.js'
export { type FormCar, type FormContext, type FormOption, formContextOf } from './form-context.js'
export type { FormIntent } from './form-data.js'
export type {
  AnswerCondition,
  FieldDefinition,
  FormDefinition,
  FormEventRule,
  OptionsSource,
  StepDefinition,
} from './form-definition.js'
export {
  handleLeadPost,
  type LeadPostInput,
  type LeadPostResult,
  type SendLead,
  type SendResult,
} from './form-post.js'
export type { LeadEvent } from './lead-event.js'
export { LEAD_FORMS, type LeadFormId } from './lead-forms/index.js'
export { TRADE_IN_FAQ } from './lead-forms/trade-in-form.js'
export type { LeadPayload, LeadValue } from './lead-payload.js'
export * from './messages.js'
export {
  type FormStatus,
  type MultiStepEvent,
  type MultiStepState,
  multiStepReducer,
  type SkippedStep,
} from './multi-step-machine.js'
export type { FormValues, ResolvedField, ResolvedStep, StepValidation } from './resolve-form.js'
export {
  type EnquirySuccess,
  type KeyValueStorage,
  type RememberedContact,
  readEnquirySuccess,
} from './visitor-memory.js'
