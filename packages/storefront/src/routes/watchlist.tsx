// Route module: /watchlist (§2 'a watchlist page'): the signed-in shopper's saved cars.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData, useRouteError } from 'react-router'
import { watchlistAction, watchlistLoader } from '../account/account.server.js'
import { ErrorPage } from '../pages/ErrorPage.js'
import { WatchlistPage } from '../pages/WatchlistPage.js'

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => [
  { title: `Your watchlist | ${loaderData?.site.name ?? ''}` },
]

export const loader = (args: LoaderFunctionArgs) => watchlistLoader(args)

export const action = (args: ActionFunctionArgs) => watchlistAction(args)

export default function Watchlist() {
  return <WatchlistPage {...useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
