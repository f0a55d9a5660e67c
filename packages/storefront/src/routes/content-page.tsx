// Route module: pages made from the site's own data (§2): /privacy-policy and
// /pages/privacy-statement (§9 privacy text), /faqs, /finance and /terms (the dealer's terms text).
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useLoaderData } from 'react-router'
import { sitePageLoader } from '../dealer-pages/dealer-pages.server.js'
import { FaqsPage } from '../pages/FaqsPage.js'
import { FinancePage } from '../pages/FinancePage.js'
import { PrivacyPolicyPage } from '../pages/PrivacyPolicyPage.js'
import { TermsPage } from '../pages/TermsPage.js'
import { siteMeta } from '../seo/meta.js'
import { errorMeta } from '../seo/page-meta.js'

// The same for every shopper of the site: a CDN may keep it (frame/cache-policy.ts).
export { publicPageHeaders as headers } from '../frame/cache-policy.js'
export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = ({ loaderData, error, matches }: MetaArgs<typeof loader>) =>
  loaderData ? siteMeta(loaderData.site, loaderData.title, loaderData.path) : errorMeta(error, matches)

export const loader = (args: LoaderFunctionArgs) => sitePageLoader(args)

export default function ContentPage() {
  const { site, kind } = useLoaderData<typeof loader>()
  switch (kind) {
    case 'privacy':
      return <PrivacyPolicyPage site={site} />
    case 'faqs':
      return <FaqsPage site={site} />
    case 'finance':
      return <FinancePage site={site} />
    case 'terms':
      return <TermsPage site={site} />
  }
}
