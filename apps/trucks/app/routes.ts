import { storefrontRoutes } from '@forecourt/storefront/route-config'

// Every route of a dealer site comes from the storefront preset; a template adds its own here.
export default storefrontRoutes()
