// The React binding of the form engine: TanStack Form with the ui package's fields.
// Its stylesheet is `@forecourt/forms/react/styles.css`.
export { LeadForm, type LeadFormProps } from './LeadForm.js'
