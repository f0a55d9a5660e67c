// What every app's car route module (/cars/{slug}) exports besides its loader, under the names React
// Router reads, so the module re-exports them in one line (its loader comes from `./server`). Its
// default, the standard page, serves an app whose car page is the kit's; an app that composes its
// own page exports that instead.
export { StandardCarPage as default } from './car-page/StandardCarPage.js'
export { publicPageHeaders as headers } from './frame/cache-policy.js'
export { RouteErrorBoundary as ErrorBoundary } from './frame/root-route.js'
export { dialogHostShouldRevalidate as shouldRevalidate } from './lead-forms/lead-form-routes.js'
export { carPageMeta as meta } from './seo/page-meta.js'
