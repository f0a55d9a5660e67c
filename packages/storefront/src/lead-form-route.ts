// What an app's own lead form route module exports besides its page, under the names React Router
// reads (as car-route.ts does for the car page): an app that composes a form page of its own, e.g.
// a subscription's terms above Subscribe, re-exports these and the loader and action from `./server`.
export { RouteErrorBoundary as ErrorBoundary } from './frame/root-route.js'
export { leadFormShouldRevalidate as shouldRevalidate } from './lead-forms/lead-form-routes.js'
export { leadFormMeta as meta } from './seo/page-meta.js'
