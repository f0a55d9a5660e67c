// Route module: a new-car model's deposit, /models/{slug}/checkout or /models/{slug}/buy-online
// (issue 16 row 11) — the site's own checkout path only, as for a car; 404 elsewhere.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaArgs, ShouldRevalidateFunction } from 'react-router'
import { useActionData, useLoaderData } from 'react-router'
import { modelCheckoutAction, modelCheckoutLoader } from '../checkout/model-checkout.server.js'
import { ModelCheckoutPage } from '../pages/ModelCheckoutPage.js'
import { errorMeta } from '../seo/page-meta.js'

export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = ({ loaderData, error, matches }: MetaArgs<typeof loader>) =>
  loaderData
    ? [
        { title: `Reserve a new ${loaderData.model.name} | ${loaderData.site.name}` },
        // A step of a purchase, not a page to find in a search engine.
        { name: 'robots', content: 'noindex' },
      ]
    : errorMeta(error, matches)

export const loader = (args: LoaderFunctionArgs) => modelCheckoutLoader(args)

export const action = (args: ActionFunctionArgs) => modelCheckoutAction(args)

// As on a car's checkout: starting a Stripe payment must not reload the form the shopper pays with.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'start-stripe' ? false : defaultShouldRevalidate

export default function ModelCheckout() {
  const { site, model, processors, offer, returned } = useLoaderData<typeof loader>()
  return (
    <ModelCheckoutPage
      site={site}
      model={model}
      processors={processors}
      offer={offer}
      result={useActionData<typeof action>() ?? returned}
    />
  )
}
