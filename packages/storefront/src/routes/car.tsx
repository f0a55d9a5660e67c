// Route module: a car's detail page, /cars/{slug} (§2), also used for sharing.
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData, useRouteError } from 'react-router'
import { carDetailLoader } from '../loaders/page-loaders.server.js'
import { carMeta } from '../seo/meta.js'
import { carPageStructuredData } from '../seo/page-structured-data.js'
import { CarDetailPage } from '../pages/CarDetailPage.js'
import { ErrorPage } from '../pages/ErrorPage.js'
import { carPath } from '../paths.js'

export const meta = ({ loaderData }: MetaArgs<typeof loader>) =>
  loaderData
    ? carMeta(loaderData.site, loaderData.car, carPath(loaderData.car), {
        structuredData: carPageStructuredData(loaderData.site, loaderData.car),
      })
    : [{ title: 'Car not found' }]

export const loader = (args: LoaderFunctionArgs) => carDetailLoader(args)

export default function Car() {
  return <CarDetailPage {...useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
