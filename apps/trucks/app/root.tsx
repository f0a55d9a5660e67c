import '@forecourt/tokens/theme.css'
import '@forecourt/storefront/styles.css'
import { SiteFooterBlock, StorefrontFrame } from '@forecourt/storefront'
import { createStorefrontMiddleware, rootLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/root'
import { TrucksHeader } from './chrome/TrucksHeader'

export { ErrorBoundary, Layout, meta, shouldRevalidate } from '@forecourt/storefront/root'

export const middleware: Route.MiddlewareFunction[] = createStorefrontMiddleware({ template: 'trucks' })

export const loader = (args: Route.LoaderArgs) => rootLoader(args)

// A trucks dealer's frame: the site's header variant with the popular bodies under the bar.
export default function App() {
  return <StorefrontFrame header={<TrucksHeader />} footer={<SiteFooterBlock />} />
}
