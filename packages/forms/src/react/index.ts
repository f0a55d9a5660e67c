// The React binding of the form engine: TanStack Form with the ui package's fields.
// Its stylesheet is `@forecourt/forms/react/styles.css`.
export { fieldComponents, useAppForm, useFieldContext } from './form-hook.js'
export { ENHANCED_FIELD, LeadForm, type LeadFormProps } from './LeadForm.js'
