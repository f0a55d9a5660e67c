import '@forecourt/tokens/theme.css'
import '@forecourt/storefront/styles.css'
import { SiteFooterBlock, SiteHeaderBlock, StorefrontFrame } from '@forecourt/storefront'
import { createStorefrontMiddleware, rootLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/root'

export { ErrorBoundary, Layout, meta, shouldRevalidate } from '@forecourt/storefront/root'

export const middleware: Route.MiddlewareFunction[] = createStorefrontMiddleware({
  template: 'subscriptions',
})

export const loader = (args: Route.LoaderArgs) => rootLoader(args)

// A subscriptions dealer's frame is the site's own: the header and footer variants its configuration names.
export default function App() {
  return <StorefrontFrame header={<SiteHeaderBlock />} footer={<SiteFooterBlock />} />
}
