// Subscribe and Book This Car: the kit's lead form with the car's terms above it, so the shopper
// sees what they apply for or book while they choose a term or dates.
import { LeadFormPage } from '@forecourt/storefront'
import { ListingTerms } from '../blocks/ListingTerms'
import type { Route } from './+types/take-up'

export { ErrorBoundary, meta, shouldRevalidate } from '@forecourt/storefront/lead-form-route'
export { leadFormAction as action, leadFormLoader as loader } from '@forecourt/storefront/server'

export default function TakeUp({ loaderData, actionData }: Route.ComponentProps) {
  const { site, car } = loaderData
  return (
    <LeadFormPage {...loaderData} actionData={actionData}>
      {car && <ListingTerms site={site} car={car} />}
    </LeadFormPage>
  )
}
