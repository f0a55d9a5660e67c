import '@forecourt/tokens/theme.css'
import '@forecourt/storefront/styles.css'
import { SiteFooterBlock, StorefrontFrame } from '@forecourt/storefront'
import { createStorefrontMiddleware, rootLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/root'
import { MotorcyclesHeader } from './chrome/MotorcyclesHeader'

export { ErrorBoundary, Layout, meta, shouldRevalidate } from '@forecourt/storefront/root'

export const middleware: Route.MiddlewareFunction[] = createStorefrontMiddleware({ template: 'motorcycles' })

export const loader = (args: Route.LoaderArgs) => rootLoader(args)

// A motorcycle dealer's frame: the site's header variant with the riding styles under the bar.
export default function App() {
  return <StorefrontFrame header={<MotorcyclesHeader />} footer={<SiteFooterBlock />} />
}
