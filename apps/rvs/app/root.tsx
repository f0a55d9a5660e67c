import '@forecourt/tokens/theme.css'
import '@forecourt/storefront/styles.css'
import {
  rootMeta,
  rootShouldRevalidate,
  StorefrontApp,
  StorefrontDocument,
  StorefrontRootError,
} from '@forecourt/storefront'
import { createStorefrontMiddleware, rootLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/root'
import { template } from './template'

export const middleware: Route.MiddlewareFunction[] = [createStorefrontMiddleware({ template })]

export const meta = rootMeta

export const loader = (args: Route.LoaderArgs) => rootLoader(args)

export const shouldRevalidate = rootShouldRevalidate

export const Layout = StorefrontDocument

export default StorefrontApp

export const ErrorBoundary = StorefrontRootError
