// What every app's home route module exports besides its page, under the names React Router reads,
// so the module re-exports them in one line (its loader comes from `./server`).
export { publicPageHeaders as headers } from './frame/cache-policy.js'
export { RouteErrorBoundary as ErrorBoundary } from './frame/root-route.js'
export { homeMeta as meta } from './seo/page-meta.js'
