// The `meta` of the pages every template app composes itself — home, search and car — so an app's
// route module says `export const meta = homeMeta` and its head carries the spec's page metadata
// (§3) and structured data (§9) like every other family's.
import { familyProfileOf, type SiteConfig } from '@forecourt/domain'
import type { MetaArgs } from 'react-router'
import type { leadFormLoader } from '../lead-forms/lead-form.server.js'
import type { carDetailLoader, homeLoader } from '../loaders/page-loaders.server.js'
import { errorTitle } from '../pages/ErrorPage.js'
import { carPath } from '../paths.js'
import type { searchLoader } from '../search/search.server.js'
import { carMeta, siteMeta } from './meta.js'
import { carPageStructuredData, homeStructuredData } from './page-structured-data.js'

/** The home page carries the site's structured data graph (§9). */
/** The site of the page's root match, when the root loader has run. */
const siteOf = (matches: MetaArgs['matches']) =>
  (matches.find((match) => match?.id === 'root')?.loaderData as { site?: SiteConfig } | undefined)?.site

/**
 * The head of a page whose loader failed: its error page's title in the site's words (issue 16:
 * every page has one; issue 11: 'Truck not found').
 */
export const errorMeta = (error: unknown, matches: MetaArgs['matches'] = []) => [
  { title: errorTitle(error, siteOf(matches)?.template) },
]

export const homeMeta = ({ loaderData, error, matches }: MetaArgs<typeof homeLoader>) =>
  loaderData
    ? siteMeta(
        loaderData.site,
        familyProfileOf(loaderData.site.template).vocabulary.searchHeading,
        '/',
        undefined,
        {
          structuredData: homeStructuredData(loaderData.site),
        },
      )
    : errorMeta(error, matches)

export const searchMeta = ({ loaderData, location, error, matches }: MetaArgs<typeof searchLoader>) =>
  loaderData ? siteMeta(loaderData.site, loaderData.heading, location.pathname) : errorMeta(error, matches)

export const carPageMeta = ({ loaderData, error, matches }: MetaArgs<typeof carDetailLoader>) =>
  loaderData
    ? carMeta(loaderData.site, loaderData.car, carPath(loaderData.car), {
        structuredData: carPageStructuredData(loaderData.site, loaderData.car),
      })
    : errorMeta(error, matches)

/** A lead form page: the car it is about, if any, and the site. */
export const leadFormMeta = ({ loaderData, error, matches }: MetaArgs<typeof leadFormLoader>) =>
  loaderData
    ? [{ title: `${loaderData.car ? `${loaderData.car.name} | ` : ''}${loaderData.site.name}` }]
    : errorMeta(error, matches)
