// The `meta` of the pages every template app composes itself — home, search and car — so an app's
// route module says `export const meta = homeMeta` and its head carries the spec's page metadata
// (§3) and structured data (§9) like every other family's.
import type { MetaArgs } from 'react-router'
import type { carDetailLoader, homeLoader } from '../loaders/page-loaders.server.js'
import { errorTitle } from '../pages/ErrorPage.js'
import { carPath } from '../paths.js'
import type { searchLoader } from '../search/search.server.js'
import { TEMPLATE_COPY } from '../template-copy.js'
import { carMeta, siteMeta } from './meta.js'
import { carPageStructuredData, homeStructuredData } from './page-structured-data.js'

/** The home page carries the site's structured data graph (§9). */
/** The head of a page whose loader failed: its error page's title (issue 16: every page has one). */
export const errorMeta = (error: unknown) => [{ title: errorTitle(error) }]

export const homeMeta = ({ loaderData, error }: MetaArgs<typeof homeLoader>) =>
  loaderData
    ? siteMeta(
        loaderData.site,
        `New, used and demo ${TEMPLATE_COPY[loaderData.site.template].stock}`,
        '/',
        undefined,
        {
          structuredData: homeStructuredData(loaderData.site),
        },
      )
    : []

export const searchMeta = ({ loaderData, location, error }: MetaArgs<typeof searchLoader>) =>
  loaderData
    ? siteMeta(
        loaderData.site,
        `Search new, used and demo ${TEMPLATE_COPY[loaderData.site.template].stock}`,
        location.pathname,
      )
    : errorMeta(error)

export const carPageMeta = ({ loaderData, error }: MetaArgs<typeof carDetailLoader>) =>
  loaderData
    ? carMeta(loaderData.site, loaderData.car, carPath(loaderData.car), {
        structuredData: carPageStructuredData(loaderData.site, loaderData.car),
      })
    : errorMeta(error)
