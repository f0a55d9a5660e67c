// Route module: every lead form page (§2: /contact, /contact-us/{slug}, /finance-pre-approval,
// /valuations, /service, /instant-price, /careers, /email-us/{slug}, /cars/trade-in,
// /cars/{slug}/{form}); the form is picked from the path.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useActionData, useLoaderData } from 'react-router'
import { leadFormAction, leadFormLoader } from '../lead-forms/lead-form.server.js'
import { leadFormShouldRevalidate } from '../lead-forms/lead-form-routes.js'
import { LeadFormPage } from '../pages/LeadFormPage.js'
import { errorMeta } from '../seo/page-meta.js'

export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = ({ loaderData, error }: MetaArgs<typeof loader>) =>
  loaderData
    ? [{ title: `${loaderData.car ? `${loaderData.car.name} | ` : ''}${loaderData.site.name}` }]
    : errorMeta(error)

export const loader = (args: LoaderFunctionArgs) => leadFormLoader(args)

export const action = (args: ActionFunctionArgs) => leadFormAction(args)

export const shouldRevalidate = leadFormShouldRevalidate

export default function LeadForm() {
  return <LeadFormPage {...useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
}
