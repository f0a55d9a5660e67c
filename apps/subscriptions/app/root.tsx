import '@forecourt/tokens/theme.css'
import '@forecourt/storefront/styles.css'
import { StorefrontFrame } from '@forecourt/storefront'
import { createStorefrontMiddleware, rootLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/root'
import { SubscriptionsFooter, SubscriptionsHeader } from './chrome/SubscriptionsChrome'

export { ErrorBoundary, Layout, meta, shouldRevalidate } from '@forecourt/storefront/root'

export const middleware: Route.MiddlewareFunction[] = createStorefrontMiddleware({
  template: 'subscriptions',
})

export const loader = (args: Route.LoaderArgs) => rootLoader(args)

// A subscriptions site's frame: Subscribe in the bar, what the weekly price includes in the footer.
export default function App() {
  return <StorefrontFrame header={<SubscriptionsHeader />} footer={<SubscriptionsFooter />} />
}
