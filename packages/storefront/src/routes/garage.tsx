// Route module: /garage (issue 16 row 1, §2 'a garage page'): the signed-in shopper's own vehicles.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useActionData, useLoaderData } from 'react-router'
import { garageAction, garageLoader } from '../account/garage.server.js'
import { GaragePage } from '../pages/GaragePage.js'
import { errorMeta } from '../seo/page-meta.js'

export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = ({ loaderData, error, matches }: MetaArgs<typeof loader>) =>
  loaderData
    ? [{ title: `${loaderData.site.garage_settings.heading} | ${loaderData.site.name}` }]
    : errorMeta(error, matches)

export const loader = (args: LoaderFunctionArgs) => garageLoader(args)

export const action = (args: ActionFunctionArgs) => garageAction(args)

export default function Garage() {
  return <GaragePage {...useLoaderData<typeof loader>()} refused={useActionData<typeof action>()} />
}
