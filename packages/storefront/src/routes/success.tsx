// Route module: /success, after a lead is submitted (§2).
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData } from 'react-router'
import { rootLoader } from '../loaders/page-loaders.server.js'
import { SuccessPage } from '../pages/SuccessPage.js'
import { errorMeta } from '../seo/page-meta.js'

export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = ({ loaderData, error, matches }: MetaArgs<typeof loader>) =>
  loaderData ? [{ title: `Thank you | ${loaderData.site.name}` }] : errorMeta(error, matches)

export const loader = (args: LoaderFunctionArgs) => rootLoader(args)

export default function Success() {
  return <SuccessPage site={useLoaderData<typeof loader>().site} />
}
