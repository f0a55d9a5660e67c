// Route module: every lead form page (§2: /contact, /contact-us/{slug}, /finance-pre-approval,
// /valuations, /service, /instant-price, /careers, /email-us/{slug}, /cars/trade-in,
// /cars/{slug}/{form}); the form is picked from the path.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router'
import { useActionData, useLoaderData } from 'react-router'
import { leadFormAction, leadFormLoader } from '../lead-forms/lead-form.server.js'
import { LeadFormPage } from '../pages/LeadFormPage.js'

export { ErrorBoundary, meta, shouldRevalidate } from '../lead-form-route.js'

export const loader = (args: LoaderFunctionArgs) => leadFormLoader(args)

export const action = (args: ActionFunctionArgs) => leadFormAction(args)

export default function LeadForm() {
  return <LeadFormPage {...useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
}
