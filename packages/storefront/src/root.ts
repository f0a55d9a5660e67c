// The root route exports every template app shares, under the names React Router reads, so an
// app's app/root.tsx re-exports them in one line and writes only its frame (header and footer),
// its middleware and its loader.
export {
  rootMeta as meta,
  rootShouldRevalidate as shouldRevalidate,
  StorefrontRootError as ErrorBoundary,
} from './frame/root-route.js'
export { StorefrontDocument as Layout } from './frame/StorefrontDocument.js'
