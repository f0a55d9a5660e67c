// The files of a new template app, as a template owner would write them by hand: its package and
// build settings, a frame with its own header and footer stubs, a home page composed of the kit's
// blocks, a car page that is the kit's until the owner makes it theirs, and the shared e2e suite
// against a demo site of its family. Everything else it serves comes from the kit's routes.
import { familyProfileOf } from '@forecourt/domain'

/** `outback-trucks` → `OutbackTrucks`: the prefix of the app's chrome components. */
export function componentPrefixOf(name) {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')
}

/**
 * The files of `apps/<name>` by path relative to it, for an app of `template` (a family) that
 * `npm start` serves on `port` and the e2e suite tests against the demo site `site`. It depends on
 * what the family's own app depends on (`familyPackage`, its package.json), so the two install alike.
 */
export function templateAppFiles({ name, template, site, port, familyPackage }) {
  const prefix = componentPrefixOf(name)
  const profile = familyProfileOf(template)
  return {
    'package.json': packageJson({ name, template, site, port, familyPackage }),
    'tsconfig.json': TSCONFIG,
    'vite.config.ts': VITE_CONFIG,
    'app/entry.server.tsx': ENTRY_SERVER,
    'app/root.tsx': rootModule({ name, template, prefix }),
    [`app/chrome/${prefix}Chrome.tsx`]: chromeModule({ name, prefix }),
    'app/routes.ts': routeList({ sellsWithDeposit: profile.listings.includes('sale') }),
    'app/routes/home.tsx': homeRoute({ name, plural: profile.vocabulary.plural }),
    'app/routes/car.tsx': CAR_ROUTE,
    'playwright.config.ts': playwrightConfig({ name, site }),
    'e2e/template-app.spec.ts': templateAppSpec({ template, site }),
  }
}

function packageJson({ name, template, site, port, familyPackage }) {
  const manifest = {
    name: `@forecourt/${name}`,
    version: '0.0.0',
    private: true,
    description: `Template app for ${template} dealer sites, made with \`pnpm gen template\`.`,
    type: 'module',
    // Read by `npm start` and the e2e settings (tooling/e2e/template-app-manifest.js).
    forecourt: { template, port, site },
    scripts: {
      build: 'react-router build',
      dev: 'react-router dev',
      start: 'forecourt-serve build/server/index.js',
      typecheck: 'react-router typegen && tsc --noEmit',
      e2e: 'playwright test',
    },
    dependencies: familyPackage.dependencies,
    devDependencies: familyPackage.devDependencies,
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

const TSCONFIG = `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": {
    "types": ["node", "vite/client"],
    "rootDirs": [".", "./.react-router/types"]
  },
  "include": ["app", "e2e", "*.config.ts", ".react-router/types/**/*"]
}
`

// No react-router.config.ts: React Router's defaults (SSR, app/) are what every app uses.
const VITE_CONFIG = `import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

// One stylesheet for the whole site, as every template app ships it: per-component CSS made a page
// wait on a dozen render-blocking requests.
export default defineConfig({ plugins: [reactRouter()], build: { cssCodeSplit: false } })
`

const ENTRY_SERVER = `// React Router's server entry, from the storefront preset: streaming SSR with a paint-first head.
export { default, streamTimeout } from '@forecourt/storefront/entry-server'
`

function rootModule({ name, template, prefix }) {
  return `import '@forecourt/tokens/theme.css'
import '@forecourt/storefront/styles.css'
import { StorefrontFrame } from '@forecourt/storefront'
import { createStorefrontMiddleware, rootLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/root'
import { ${prefix}Footer, ${prefix}Header } from './chrome/${prefix}Chrome'

export { ErrorBoundary, Layout, meta, shouldRevalidate } from '@forecourt/storefront/root'

// The tenant middleware serves only sites whose template is this app's family.
export const middleware: Route.MiddlewareFunction[] = createStorefrontMiddleware({
  template: '${template}',
})

export const loader = (args: Route.LoaderArgs) => rootLoader(args)

// ${name}'s frame: its own header and footer (app/chrome/) around every page.
export default function App() {
  return <StorefrontFrame header={<${prefix}Header />} footer={<${prefix}Footer />} />
}
`
}

function chromeModule({ name, prefix }) {
  return `// ${name}'s header and footer: the kit's chrome blocks, which already show the site's own
// header and footer variants. Make them this template's own here: \`quickLinks\` (a row of links under
// the bar) and \`action\` (a button in it) on the header, \`lead\` (a line above the links) on the
// footer — apps/trucks and apps/subscriptions show each.
import { SiteFooterBlock, SiteHeaderBlock } from '@forecourt/storefront'

export function ${prefix}Header() {
  return <SiteHeaderBlock />
}

export function ${prefix}Footer() {
  return <SiteFooterBlock />
}
`
}

function routeList({ sellsWithDeposit }) {
  const head = `import { kitRoutes } from '@forecourt/storefront/route-config'
import { index, route } from '@react-router/dev/routes'

// This app's own pages first, then the kit's (search, lead forms, saved cars, account, the dealer's
// pages, the 404). \`kitRoutes({ replace: { success: 'routes/success.tsx' } })\` serves a module of
// this app's in place of one of the kit's.
`
  if (sellsWithDeposit) {
    return `${head}export default [index('routes/home.tsx'), route('cars/:slug', 'routes/car.tsx'), ...kitRoutes()]\n`
  }
  return `${head}export default [
  index('routes/home.tsx'),
  route('cars/:slug', 'routes/car.tsx'),
  // The family's vehicles are subscribed to or booked, never reserved with a deposit.
  ...kitRoutes({ depositCheckout: false }),
]
`
}

function homeRoute({ name, plural }) {
  return `// ${name}'s home page: the hero, then where to find the dealer and the newest ${plural}. A
// composition of the kit's blocks (@forecourt/storefront) — add, drop or reorder them, or put this
// app's own blocks (app/blocks/) between them.
import { HomePage, LatestStock, OurLocations } from '@forecourt/storefront'
import type { Route } from './+types/home'

export { ErrorBoundary, headers, meta } from '@forecourt/storefront/home-route'
export { homeLoader as loader } from '@forecourt/storefront/server'

export default function Home({ loaderData }: Route.ComponentProps) {
  const { site, cars, totalCars, now } = loaderData
  return (
    <HomePage site={site} totalCars={totalCars}>
      <OurLocations site={site} />
      <LatestStock site={site} cars={cars} now={now} heading="Newest ${plural}" />
    </HomePage>
  )
}
`
}

const CAR_ROUTE = `// A vehicle's page is the kit's standard one: the gallery beside the purchase panel, then its
// actions, details and where to see it. To make it this app's own, export a composition of blocks
// as the default instead (apps/trucks/app/routes/car.tsx: \`CarPageLayout\` around its own blocks).
export { default, ErrorBoundary, headers, meta } from '@forecourt/storefront/car-route'
export { carDetailLoader as loader } from '@forecourt/storefront/server'
`

function playwrightConfig({ name, site }) {
  return `import { templateAppE2EConfig } from '@forecourt/e2e-config'
import { defineConfig, devices } from '@playwright/test'

// The platform over a fresh database and this app's production build, on the ports derived from
// its package.json's "forecourt" port.
export default defineConfig(
  templateAppE2EConfig({
    app: '${name}',
    appDirectory: import.meta.dirname,
    site: '${site}',
    devices,
  }),
)
`
}

function templateAppSpec({ template, site }) {
  return `import { templateAppSuite } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

// What every ${template} app does (tooling/e2e/template-app-suite.js), against this app's servers
// (playwright.config.ts). Specs for what this app does differently go beside this one.
templateAppSuite({ test, expect, app: '${template}', site: '${site}' })
`
}
