import assert from 'node:assert/strict'
import { test } from 'node:test'
import { withImporterCopied } from './lockfile-importer.mjs'

const LOCKFILE = `lockfileVersion: '9.0'

importers:

  apps/rvs:
    dependencies:
      react:
        specifier: 'catalog:'
        version: 19.3.1

  apps/trucks:
    dependencies:
      '@forecourt/domain':
        specifier: workspace:*
        version: link:../../packages/domain

  tooling/e2e:
    dependencies: {}

packages:
`

test("a new app's importer is its family app's under the new path, the rest unchanged", () => {
  const copied = withImporterCopied(LOCKFILE, { from: 'apps/trucks', to: 'apps/outback-trucks' })
  assert.equal(
    copied,
    LOCKFILE.replace(
      '\n  tooling/e2e:',
      `
  apps/outback-trucks:
    dependencies:
      '@forecourt/domain':
        specifier: workspace:*
        version: link:../../packages/domain

  tooling/e2e:`,
    ),
  )
})

test('an unknown family app or a path already there is refused', () => {
  assert.throws(
    () => withImporterCopied(LOCKFILE, { from: 'apps/boats', to: 'apps/x' }),
    /no importer apps\/boats/,
  )
  assert.throws(
    () => withImporterCopied(LOCKFILE, { from: 'apps/trucks', to: 'apps/rvs' }),
    /already has .*apps\/rvs/,
  )
})
