// Route module: reserve online, /cars/{slug}/checkout or /cars/{slug}/buy-online (§2) — the site's
// own checkout path only; the loader answers 404 for the other one and for a site without checkout.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaArgs, ShouldRevalidateFunction } from 'react-router'
import { useActionData, useLoaderData } from 'react-router'
import { checkoutAction, checkoutLoader } from '../checkout/checkout.server.js'
import { CheckoutPage } from '../pages/CheckoutPage.js'
import { errorMeta } from '../seo/page-meta.js'

export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = ({ loaderData, error, matches }: MetaArgs<typeof loader>) =>
  loaderData
    ? [
        { title: `Reserve ${loaderData.car.name} | ${loaderData.site.name}` },
        // A checkout page is a step of a purchase, not a page to find in a search engine.
        { name: 'robots', content: 'noindex' },
      ]
    : errorMeta(error, matches)

export const loader = (args: LoaderFunctionArgs) => checkoutLoader(args)

export const action = (args: ActionFunctionArgs) => checkoutAction(args)

// Starting a Stripe payment changes nothing the page shows; reloading the car then would only risk
// replacing the form the shopper is paying with.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'start-stripe' ? false : defaultShouldRevalidate

export default function Checkout() {
  const { site, car, offer, returned } = useLoaderData<typeof loader>()
  return (
    <CheckoutPage site={site} car={car} offer={offer} result={useActionData<typeof action>() ?? returned} />
  )
}
