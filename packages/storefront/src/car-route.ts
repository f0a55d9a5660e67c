// What every app's car route module (/cars/{slug}) exports besides its page, under the names React
// Router reads, so the module re-exports them in one line (its loader comes from `./server`).
export { publicPageHeaders as headers } from './frame/cache-policy.js'
export { RouteErrorBoundary as ErrorBoundary } from './frame/root-route.js'
export { carPageMeta as meta } from './seo/page-meta.js'
