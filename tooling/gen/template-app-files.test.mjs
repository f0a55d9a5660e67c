import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { repoRoot } from '@forecourt/e2e-config'
import { componentPrefixOf, templateAppFiles } from './template-app-files.mjs'

const familyPackage = (family) =>
  JSON.parse(readFileSync(path.join(repoRoot, 'apps', family, 'package.json'), 'utf8'))

// Family, whether it sells with a deposit (its route list keeps the kit's reserve-online route).
const FAMILIES = [
  ['cars', true],
  ['trucks', true],
  ['motorcycles', true],
  ['rvs', true],
  ['subscriptions', false],
]

for (const [template, sellsWithDeposit] of FAMILIES) {
  test(`a ${template} app: its files, package, frame, routes and e2e set-up`, () => {
    const name = `outback-${template}`
    const prefix = componentPrefixOf(name)
    const files = templateAppFiles({
      name,
      template,
      site: 'a-demo-site',
      port: 3007,
      familyPackage: familyPackage(template),
    })

    assert.deepEqual(Object.keys(files).sort(), [
      `app/chrome/${prefix}Chrome.tsx`,
      'app/entry.server.tsx',
      'app/root.tsx',
      'app/routes.ts',
      'app/routes/car.tsx',
      'app/routes/home.tsx',
      'e2e/template-app.spec.ts',
      'package.json',
      'playwright.config.ts',
      'tsconfig.json',
      'vite.config.ts',
    ])

    const manifest = JSON.parse(files['package.json'])
    assert.equal(manifest.name, `@forecourt/${name}`)
    assert.equal(manifest.private, true)
    assert.deepEqual(manifest.forecourt, { template, port: 3007, site: 'a-demo-site' })
    // What the family's app depends on, so the lockfile entry copied from it fits.
    assert.deepEqual(manifest.dependencies, familyPackage(template).dependencies)
    assert.deepEqual(manifest.devDependencies, familyPackage(template).devDependencies)
    assert.equal(manifest.dependencies['@forecourt/storefront'], 'workspace:*')
    assert.deepEqual(Object.keys(manifest.scripts).sort(), ['build', 'dev', 'e2e', 'start', 'typecheck'])

    // The frame: the family's tenant middleware around the app's own header and footer.
    assert.match(
      files['app/root.tsx'],
      new RegExp(`createStorefrontMiddleware\\(\\{\\s*template: '${template}',`),
    )
    assert.match(
      files['app/root.tsx'],
      new RegExp(`import \\{ ${prefix}Footer, ${prefix}Header \\} from './chrome/${prefix}Chrome'`),
    )
    assert.match(files[`app/chrome/${prefix}Chrome.tsx`], new RegExp(`export function ${prefix}Header\\(\\)`))
    assert.match(files[`app/chrome/${prefix}Chrome.tsx`], new RegExp(`export function ${prefix}Footer\\(\\)`))

    // Its own home and car pages, then the kit's routes, without a deposit where the family has none.
    const routes = files['app/routes.ts']
    assert.match(routes, /index\('routes\/home\.tsx'\)/)
    assert.match(routes, /route\('cars\/:slug', 'routes\/car\.tsx'\)/)
    assert.equal(routes.includes('...kitRoutes()'), sellsWithDeposit)
    assert.equal(routes.includes('...kitRoutes({ depositCheckout: false })'), !sellsWithDeposit)
    assert.match(
      files['app/routes/home.tsx'],
      /export \{ homeLoader as loader \} from '@forecourt\/storefront\/server'/,
    )
    assert.match(
      files['app/routes/car.tsx'],
      /export \{ default, ErrorBoundary, headers, meta \} from '@forecourt\/storefront\/car-route'/,
    )
    assert.match(
      files['app/routes/car.tsx'],
      /export \{ carDetailLoader as loader \} from '@forecourt\/storefront\/server'/,
    )

    // The e2e settings start this app; the shared suite is the family's, against the demo site.
    assert.match(files['playwright.config.ts'], new RegExp(`app: '${name}',`))
    assert.match(files['playwright.config.ts'], /site: 'a-demo-site',/)
    assert.match(
      files['e2e/template-app.spec.ts'],
      new RegExp(`templateAppSuite\\(\\{ test, expect, app: '${template}', site: 'a-demo-site' \\}\\)`),
    )
  })
}

test('component prefixes come from the folder name', () => {
  for (const [name, prefix] of [
    ['outback-trucks', 'OutbackTrucks'],
    ['rentals', 'Rentals'],
    ['qld-rv-4x4', 'QldRv4x4'],
  ]) {
    assert.equal(componentPrefixOf(name), prefix)
  }
})
