// A car's page, /cars/{slug} (§2), also used for sharing: the kit's standard page — the gallery
// beside the purchase panel, then its actions, key details and where to see it.
export { default, ErrorBoundary, headers, meta, shouldRevalidate } from '@forecourt/storefront/car-route'
export { carDetailLoader as loader } from '@forecourt/storefront/server'
