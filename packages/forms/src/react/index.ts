// The React binding of the form engine: TanStack Form with the ui package's fields.
// Its stylesheet is `@forecourt/forms/react/styles.css`.

export type { LocationDistance } from '../nearest-locations.js'
export { LeadForm, type LeadFormProps } from './LeadForm.js'
export type { NearestLocationsLookup } from './use-nearest-location-pick.js'
