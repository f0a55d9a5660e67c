// Resource route: GET /api/lead-form?path= — a lead form page's data for the dialog that opens it
// over the car or location page (§2 Modals; lead-forms/LeadFormDialogs.tsx).
import type { LoaderFunctionArgs } from 'react-router'
import { leadFormDialogLoader } from '../lead-forms/lead-form.server.js'

export const loader = (args: LoaderFunctionArgs) => leadFormDialogLoader(args)
