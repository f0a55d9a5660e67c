// Route module: /watchlist (§2 'a watchlist page'): the signed-in shopper's saved cars.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData } from 'react-router'
import { watchlistAction, watchlistLoader } from '../account/account.server.js'
import { WatchlistPage } from '../pages/WatchlistPage.js'
import { errorMeta } from '../seo/page-meta.js'

export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = ({ loaderData, error, matches }: MetaArgs<typeof loader>) =>
  loaderData ? [{ title: `Your watchlist | ${loaderData.site.name}` }] : errorMeta(error, matches)

export const loader = (args: LoaderFunctionArgs) => watchlistLoader(args)

export const action = (args: ActionFunctionArgs) => watchlistAction(args)

export default function Watchlist() {
  return <WatchlistPage {...useLoaderData<typeof loader>()} />
}
