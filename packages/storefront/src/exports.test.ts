import { describe, expect, it } from 'vitest'
import packageJson from '../package.json' with { type: 'json' }
import * as browserEntry from './index.js'
import * as serverEntry from './server.js'

// The entries a template app imports, pinned: a new subpath or name is a new public surface and must
// show up in review. Outside the workspace, tooling/pack-check imports every entry.

// What an app composes: the frame and chrome, the page blocks, the pages' meta and cache headers.
const BROWSER_RUNTIME_EXPORTS = [
  'CarActionsBlock',
  'CarGallery',
  'CarPageDetails',
  'CarPageLayout',
  'CarPurchasePanel',
  'CarSpecifications',
  'CarWatchlistBlock',
  'CarWhereToSee',
  'ErrorPage',
  'HeroOffers',
  'HomeHero',
  'HomePage',
  'LatestStock',
  'LeadFormPage',
  'OurLocations',
  'RouteErrorBoundary',
  'SearchPage',
  'SearchTiles',
  'SiteFooterBlock',
  'SiteHeaderBlock',
  'StockPicker',
  'StorefrontFrame',
  'SuccessPage',
  'carMeta',
  'carPageMeta',
  'homeMeta',
  'publicPageHeaders',
  'searchHref',
  'searchLinks',
  'searchMeta',
  'setAnalyticsSink',
  'siteMeta',
  'track',
  'useFrameData',
]

// What an app's route modules and middleware call on the server: loaders, actions, the tenant
// middleware and the one platform client with its two errors.
const SERVER_RUNTIME_EXPORTS = [
  'PlatformRejectedError',
  'PlatformUnavailableError',
  'carDetailLoader',
  'checkoutAction',
  'checkoutLoader',
  'createPlatformClient',
  'createSiteMiddleware',
  'createStorefrontMiddleware',
  'getStorefront',
  'homeLoader',
  'imageProxyLoader',
  'leadFormAction',
  'leadFormLoader',
  'notFoundLoader',
  'rootLoader',
  'searchLoader',
  'storefrontConfigFromEnv',
]

describe('@forecourt/storefront public surface', () => {
  it('exports exactly the pinned names from the browser entry', () => {
    expect(Object.keys(browserEntry).sort()).toEqual(BROWSER_RUNTIME_EXPORTS)
  })

  it('exports exactly the pinned names from the server entry', () => {
    expect(Object.keys(serverEntry).sort()).toEqual(SERVER_RUNTIME_EXPORTS)
  })

  // The kit's own plumbing: its route modules use these, an app reaches them through a block,
  // a loader or the middleware.
  it.each([
    'listingHeadline',
    'carFormHref',
    'leadFormIdOf',
    'errorTitle',
    'carPath',
    'rootShouldRevalidate',
    'StorefrontDocument',
    'PRIVATE_CACHE',
  ])('keeps the browser internal %s hidden', (name) => {
    expect(name in browserEntry).toBe(false)
  })

  it.each(['pageUrlOf', 'shopperAddress', 'storefrontContext', 'requestHost', 'isBareHost'])(
    'keeps the server internal %s hidden',
    (name) => {
      expect(name in serverEntry).toBe(false)
    },
  )

  it('exposes exactly these subpaths', () => {
    expect(Object.keys(packageJson.exports)).toEqual([
      '.',
      './server',
      './root',
      './home-route',
      './car-route',
      './lead-form-route',
      './node-server',
      './entry-server',
      './route-config',
      './testing',
      './routes/*',
      './vite',
      './styles.css',
      './private/*',
      './package.json',
    ])
  })

  it('blocks its private internals', () => {
    expect(packageJson.exports['./private/*']).toBeNull()
  })

  // The browser entry never carries loaders, actions or the platform client (they would ship
  // the service credential's code path to the browser); `./server` does.
  it.each([
    'createPlatformClient',
    'PlatformRejectedError',
    'PlatformUnavailableError',
    'carDetailLoader',
    'homeLoader',
    'leadFormAction',
    'storefrontConfigFromEnv',
  ])('%s is on ./server and not on the browser entry', (name) => {
    expect(name in serverEntry).toBe(true)
    expect(name in browserEntry).toBe(false)
  })
})
