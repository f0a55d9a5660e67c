import '@forecourt/tokens/theme.css'
import '@forecourt/storefront/styles.css'
import { SiteFooterBlock, StorefrontFrame } from '@forecourt/storefront'
import { createStorefrontMiddleware, rootLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/root'
import { RvsHeader } from './chrome/RvsHeader'

export { ErrorBoundary, Layout, meta, shouldRevalidate } from '@forecourt/storefront/root'

export const middleware: Route.MiddlewareFunction[] = createStorefrontMiddleware({ template: 'rvs' })

export const loader = (args: Route.LoaderArgs) => rootLoader(args)

// An RV dealer's frame: the site's header variant with towed and driven RVs under the bar.
export default function App() {
  return <StorefrontFrame header={<RvsHeader />} footer={<SiteFooterBlock />} />
}
