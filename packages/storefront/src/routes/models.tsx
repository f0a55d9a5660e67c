// Route module: the dealer's range, /models, /models?body=all and /models?body={body-type} (§2).
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData } from 'react-router'
import { modelsLoader } from '../dealer-pages/dealer-pages.server.js'
import { ModelsPage } from '../pages/ModelsPage.js'
import { siteMeta } from '../seo/meta.js'
import { errorMeta } from '../seo/page-meta.js'

// The same for every shopper of the site: a CDN may keep it (frame/cache-policy.ts).
export { publicPageHeaders as headers } from '../frame/cache-policy.js'
export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = ({ loaderData, location, error, matches }: MetaArgs<typeof loader>) =>
  loaderData
    ? siteMeta(
        loaderData.site,
        loaderData.body ? `${loaderData.body.label} models` : 'Our models',
        `${location.pathname}${location.search}`,
      )
    : errorMeta(error, matches)

export const loader = (args: LoaderFunctionArgs) => modelsLoader(args)

export default function Models() {
  return <ModelsPage {...useLoaderData<typeof loader>()} />
}
