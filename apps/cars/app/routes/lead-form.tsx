// Every lead form page (§2: /contact, /contact-us/{slug}, /finance-pre-approval, /valuations,
// /service, /instant-price, /careers, /email-us/{slug}, /cars/trade-in, /cars/{slug}/{form}).
import { ErrorPage, LeadFormPage } from '@forecourt/storefront'
import { leadFormAction, leadFormLoader } from '@forecourt/storefront/server'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/lead-form'

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? [{ title: `${loaderData.car ? `${loaderData.car.name} | ` : ''}${loaderData.site.name}` }] : []

export const loader = (args: Route.LoaderArgs) => leadFormLoader(args)

export const action = (args: Route.ActionArgs) => leadFormAction(args)

// A saved step changes nothing the loader read; reloading it would only cost a platform call.
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod === 'POST' ? false : defaultShouldRevalidate

export default function LeadForm({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadFormPage {...loaderData} actionData={actionData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />
}
