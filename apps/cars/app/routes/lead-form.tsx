// Every lead form page (§2: /contact, /contact-us/{slug}, /finance-pre-approval, /valuations,
// /service, /instant-price, /careers, /email-us/{slug}, /cars/trade-in, /cars/{slug}/{form}).
import { ErrorPage, LeadFormPage } from '@forecourt/storefront'
import { leadFormAction, leadFormLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/lead-form'

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? [{ title: `${loaderData.car ? `${loaderData.car.name} | ` : ''}${loaderData.site.name}` }] : []

export const loader = (args: Route.LoaderArgs) => leadFormLoader(args)

export const action = (args: Route.ActionArgs) => leadFormAction(args)

export default function LeadForm({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadFormPage {...loaderData} actionData={actionData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />
}
