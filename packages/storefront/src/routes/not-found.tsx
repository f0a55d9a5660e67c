// Route module: every path no other route matches answers the 404 page inside the site's frame —
// except what only the site knows once it is resolved: its own favourites path (§2 'or a tenant
// path'), its model pages (§2 /{model slug}) and its own pages (`config.pages`: a group's handback
// guarantee, a brand's service booking form, a product page).
import { familyProfileOf, sitePageAt } from '@forecourt/domain'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useActionData, useLoaderData } from 'react-router'
import { modelPageOf } from '../dealer-pages/dealer-pages.server.js'
import { savedCarsPageLoader } from '../favourites/favourites.server.js'
import { isTenantFavouritesPath } from '../favourites/favourites-paths.js'
import { leadFormAction, leadFormLoader } from '../lead-forms/lead-form.server.js'
import { leadFormShouldRevalidate } from '../lead-forms/lead-form-routes.js'
import { notFoundLoader } from '../loaders/page-loaders.server.js'
import { pageUrlOf } from '../page-url.js'
import { FavouritesPage } from '../pages/FavouritesPage.js'
import { LeadFormPage } from '../pages/LeadFormPage.js'
import { ModelPage } from '../pages/ModelPage.js'
import { SitePageView } from '../pages/SitePageView.js'
import { siteMeta } from '../seo/meta.js'
import { errorMeta } from '../seo/page-meta.js'
import { getStorefront } from '../tenant/site-context.server.js'

export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = ({ loaderData, location, error, matches }: MetaArgs<typeof loader>) => {
  if (!loaderData) return errorMeta(error, matches)
  switch (loaderData.page) {
    case 'model':
      return siteMeta(
        loaderData.site,
        loaderData.model.name,
        location.pathname,
        loaderData.model.short_description ?? undefined,
      )
    case 'site-page':
    case 'site-form':
      return siteMeta(loaderData.site, loaderData.sitePage.title, location.pathname)
    case 'favourites':
      return siteMeta(
        loaderData.site,
        familyProfileOf(loaderData.site.template).vocabulary.savedHeading,
        location.pathname,
      )
  }
}

function sitePageOf({ request, context }: LoaderFunctionArgs) {
  return sitePageAt(getStorefront(context).site.config.pages, pageUrlOf(request).pathname)
}

export const loader = async (args: LoaderFunctionArgs) => {
  const { site } = getStorefront(args.context)
  if (isTenantFavouritesPath(site, new URL(args.request.url).pathname))
    return { page: 'favourites' as const, ...savedCarsPageLoader(args) }
  const sitePage = sitePageOf(args)
  if (sitePage?.kind === 'service-booking')
    return { page: 'site-form' as const, sitePage, ...(await leadFormLoader(args)) }
  if (sitePage) return { page: 'site-page' as const, site, sitePage }
  const model = await modelPageOf(args)
  if (model) return { page: 'model' as const, ...model }
  return notFoundLoader()
}

/** Only a site's own form page takes a post; anywhere else a post is as unknown as the path. */
export const action = (args: ActionFunctionArgs) =>
  sitePageOf(args)?.kind === 'service-booking' ? leadFormAction(args) : notFoundLoader()

export const shouldRevalidate = leadFormShouldRevalidate

export default function NotFound() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (!data) return null
  switch (data.page) {
    case 'model':
      return <ModelPage {...data} />
    case 'site-page':
      return <SitePageView site={data.site} page={data.sitePage} />
    case 'site-form':
      return <LeadFormPage {...data} title={data.sitePage.title} actionData={actionData ?? null} />
    case 'favourites':
      return <FavouritesPage {...data} />
  }
}
