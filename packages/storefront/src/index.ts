export { type AnalyticsEvent, type AnalyticsSink, setAnalyticsSink, track } from './analytics.js'
export {
  CAR_FORM_SEGMENTS,
  type CarFormSegment,
  carFormHref,
  leadFormIdOf,
} from './lead-forms/lead-form-routes.js'
export { carMeta, type MetaTag, siteMeta } from './seo/meta.js'
export { CarDetailPage, type CarDetailPageProps } from './pages/CarDetailPage.js'
export { ErrorPage, type ErrorPageProps, errorTitle } from './pages/ErrorPage.js'
export { HomePage, type HomePageProps } from './pages/HomePage.js'
export { LeadFormPage, type LeadFormPageProps } from './pages/LeadFormPage.js'
export { SearchPage, type SearchPageProps } from './pages/SearchPage.js'
export { SuccessPage } from './pages/SuccessPage.js'
export { carPath } from './paths.js'
export type { CarPage } from './platform/platform-client.server.js'
export {
  rootMeta,
  rootShouldRevalidate,
  StorefrontApp,
  StorefrontDocument,
  StorefrontRootError,
} from './root.js'
export { StorefrontShell, type StorefrontShellProps, WEBSITE_PROVIDER } from './shell.js'
export type { StorefrontErrorData } from './tenant/site-context.server.js'
