// Resource route: /images/* from the image origin (see storefront's imageProxyLoader).
import { imageProxyLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/image'

export const loader = (args: Route.LoaderArgs) => imageProxyLoader(args)
