export { emailField, fieldErrors, optional, phoneField, postcodeField, requiredText } from './field-rules.js'
