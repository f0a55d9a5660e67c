// Route module: /success, after a lead is submitted (§2).
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData, useRouteError } from 'react-router'
import { rootLoader } from '../loaders/page-loaders.server.js'
import { ErrorPage } from '../pages/ErrorPage.js'
import { SuccessPage } from '../pages/SuccessPage.js'

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => [
  { title: `Thank you | ${loaderData?.site.name ?? ''}` },
]

export const loader = (args: LoaderFunctionArgs) => rootLoader(args)

export default function Success() {
  return <SuccessPage site={useLoaderData<typeof loader>().site} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
