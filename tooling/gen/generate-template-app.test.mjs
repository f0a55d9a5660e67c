import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, test } from 'node:test'
import { addedTemplateApps, repoRoot } from '@forecourt/e2e-config'
import { GenerateRequestError, generateTemplateApp } from './generate-template-app.mjs'

// A workspace of its own per test: the family apps' package.json files, an app added before, the
// real lockfile.
let root
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'gen-'))
  for (const family of ['trucks', 'subscriptions']) {
    mkdirSync(path.join(root, 'apps', family), { recursive: true })
    cpSync(
      path.join(repoRoot, 'apps', family, 'package.json'),
      path.join(root, 'apps', family, 'package.json'),
    )
  }
  mkdirSync(path.join(root, 'apps/first-added'))
  writeFileSync(
    path.join(root, 'apps/first-added/package.json'),
    JSON.stringify({
      name: '@forecourt/first-added',
      forecourt: { template: 'rvs', port: 3005, site: 'open-road-rvs' },
    }),
  )
  cpSync(path.join(repoRoot, 'pnpm-lock.yaml'), path.join(root, 'pnpm-lock.yaml'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const read = (file) => readFileSync(path.join(root, file), 'utf8')

test('writes apps/<name>, takes the next free port and registers the app in the lockfile', () => {
  const { directory, manifest } = generateTemplateApp({ name: 'outback-trucks', family: 'trucks', root })

  assert.equal(directory, path.join(root, 'apps/outback-trucks'))
  assert.deepEqual(manifest, { template: 'trucks', port: 3006, site: 'big-rig-trucks' })
  for (const file of [
    'package.json',
    'app/root.tsx',
    'app/routes.ts',
    'app/chrome/OutbackTrucksChrome.tsx',
  ]) {
    assert.ok(existsSync(path.join(directory, file)), file)
  }
  // What `npm start` and the e2e settings will find.
  assert.deepEqual(
    addedTemplateApps(path.join(root, 'apps')).map(({ app, port }) => [app, port]),
    [
      ['first-added', 3005],
      ['outback-trucks', 3006],
    ],
  )
  const lockfile = read('pnpm-lock.yaml')
  const importer = (at) =>
    lockfile
      .slice(lockfile.indexOf(`\n  ${at}:\n`))
      .split('\n\n')[0]
      .split('\n')
      .slice(2)
  assert.deepEqual(importer('apps/outback-trucks'), importer('apps/trucks'))
})

test('refuses an app when the ports for added apps are all taken', () => {
  const manifest = JSON.parse(read('apps/first-added/package.json'))
  manifest.forecourt.port = 3089
  writeFileSync(path.join(root, 'apps/first-added/package.json'), JSON.stringify(manifest))
  assert.throws(
    () => generateTemplateApp({ name: 'one-more', family: 'trucks', root }),
    (error) => error instanceof GenerateRequestError && /no port is left/.test(error.message),
  )
  assert.ok(!existsSync(path.join(root, 'apps/one-more')))
})

test('--site picks another demo site of the family', () => {
  const { manifest } = generateTemplateApp({
    name: 'rentals',
    family: 'subscriptions',
    site: 'city-rentals',
    root,
  })
  assert.equal(manifest.site, 'city-rentals')
  assert.match(read('apps/rentals/e2e/template-app.spec.ts'), /site: 'city-rentals'/)
})

test('the files it writes are formatted and linted as the rest of the repository', () => {
  generateTemplateApp({ name: 'outback-trucks', family: 'trucks', root })
  generateTemplateApp({ name: 'rentals', family: 'subscriptions', root })
  const biome = path.join(repoRoot, 'node_modules/.bin/biome')
  const result = spawnSync(
    biome,
    [
      'ci',
      '--colors=off',
      `--config-path=${repoRoot}`,
      '--vcs-enabled=false',
      'apps/outback-trucks',
      'apps/rentals',
    ],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  assert.equal(result.status, 0, `${result.stdout}${result.stderr}`)
})

// What a request gets wrong, and the message that says so; nothing is written.
const REFUSED = [
  [{ name: 'Outback', family: 'trucks' }, /lower-case words joined by hyphens/],
  [{ name: '4x4-trucks', family: 'trucks' }, /lower-case words joined by hyphens/],
  [{ name: 'outback--trucks', family: 'trucks' }, /lower-case words joined by hyphens/],
  [{ name: 'outback_trucks', family: 'trucks' }, /lower-case words joined by hyphens/],
  [{ family: 'trucks' }, /lower-case words joined by hyphens/],
  [
    { name: 'boats', family: 'boats' },
    /--family must be one of cars, trucks, motorcycles, rvs, subscriptions/,
  ],
  [{ name: 'boats' }, /--family must be one of/],
  [{ name: 'trucks', family: 'trucks' }, /apps\/trucks already exists/],
]
for (const [request, message] of REFUSED) {
  test(`refuses ${JSON.stringify(request)}`, () => {
    const lockfile = read('pnpm-lock.yaml')
    assert.throws(
      () => generateTemplateApp({ ...request, root }),
      (error) => error instanceof GenerateRequestError && message.test(error.message),
    )
    assert.equal(read('pnpm-lock.yaml'), lockfile)
  })
}
