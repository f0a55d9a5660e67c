// The kit's browser-safe entry: the frame, the chrome and page blocks a template app composes, and
// the meta of the pages it owns. Loaders, actions and the platform client are in `./server`.
export { type AnalyticsEvent, type AnalyticsSink, setAnalyticsSink, track } from './analytics.js'
export { CarActionsBlock } from './car-page/CarActionsBlock.js'
export { CarGallery } from './car-page/CarGallery.js'
export { CarPageDetails, type CarPageDetailsProps } from './car-page/CarPageDetails.js'
export { CarPageLayout, type CarPageLayoutProps } from './car-page/CarPageLayout.js'
export { CarPurchasePanel } from './car-page/CarPurchasePanel.js'
export { CarSpecifications } from './car-page/CarSpecifications.js'
export { CarWatchlistBlock } from './car-page/CarWatchlistBlock.js'
export { CarWhereToSee } from './car-page/CarWhereToSee.js'
export { type ListingHeadline, listingHeadline } from './car-page/listing-headline.js'
export { SiteFooterBlock, type SiteFooterBlockProps, WEBSITE_PROVIDER } from './chrome/SiteFooterBlock.js'
export { SiteHeaderBlock, type SiteHeaderBlockProps } from './chrome/SiteHeaderBlock.js'
export { PRIVATE_CACHE, PUBLIC_PAGE_CACHE, publicPageHeaders } from './frame/cache-policy.js'
export { type FrameData, useFrameData } from './frame/frame-data.js'
export {
  RouteErrorBoundary,
  rootMeta,
  rootShouldRevalidate,
  StorefrontRootError,
} from './frame/root-route.js'
export { StorefrontDocument } from './frame/StorefrontDocument.js'
export {
  StorefrontFrame,
  type StorefrontFrameProps,
  type StorefrontRouteHandle,
} from './frame/StorefrontFrame.js'
export { HeroOffers } from './home-page/HeroOffers.js'
export { HomeHero, type HomeHeroProps } from './home-page/HomeHero.js'
export { HomePage, type HomePageProps } from './home-page/HomePage.js'
export { LatestStock, type LatestStockProps } from './home-page/LatestStock.js'
export { OurLocations } from './home-page/OurLocations.js'
export { SearchTiles, type SearchTilesProps } from './home-page/SearchTiles.js'
export { StockPicker, type StockPickerProps } from './home-page/StockPicker.js'
export {
  CAR_FORM_SEGMENTS,
  type CarFormSegment,
  carFormHref,
  leadFormIdOf,
} from './lead-forms/lead-form-routes.js'
export { ErrorPage, type ErrorPageProps, errorTitle } from './pages/ErrorPage.js'
export { LeadFormPage, type LeadFormPageProps } from './pages/LeadFormPage.js'
export { SearchPage, type SearchPageProps } from './pages/SearchPage.js'
export { SuccessPage } from './pages/SuccessPage.js'
export { carPath } from './paths.js'
export { searchHref, searchLinks } from './search/search-href.js'
export { searchShouldRevalidate } from './search/search-revalidation.js'
export { carMeta, type MetaTag, siteMeta } from './seo/meta.js'
export { carPageMeta, homeMeta, searchMeta } from './seo/page-meta.js'
export type { StorefrontErrorData } from './tenant/site-context.server.js'
