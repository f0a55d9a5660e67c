import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { gzipSync } from 'node:zlib'
import { firstLoadJavaScript, readClientManifest } from './first-load-javascript.mjs'

// A small build laid out as React Router writes one: the manifest and the chunks it names. The
// home chunk imports `money` without the manifest listing it, and loads `gallery` only when used.
const CHUNKS = {
  'entry.client-e1.js': 'import{a as r}from"./react-r1.js";r("hydrate")',
  'react-r1.js': `export const a=(x)=>x;/* ${'react '.repeat(200)} */`,
  'root-o1.js': 'import{a}from"./react-r1.js";import"./chrome-c1.js";a("root")',
  'chrome-c1.js': 'export const header="site header and footer"',
  'home-h1.js':
    'import{a}from"./react-r1.js";import{m}from"./money-m1.js";const g=()=>import("./gallery-g1.js");a(m)',
  'money-m1.js': 'export const m="$1,000"',
  'gallery-g1.js': `export default "gallery ${'slide '.repeat(300)}"`,
  'search-s1.js': `import{a}from"./react-r1.js";a("${'refine '.repeat(300)}")`,
  'car-v1.js': 'import{a}from"./react-r1.js";import{m}from"./money-m1.js";a(m)',
}
const MANIFEST = {
  entry: { module: '/assets/entry.client-e1.js', imports: ['/assets/react-r1.js'], css: [] },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: '/assets/root-o1.js',
      imports: ['/assets/react-r1.js', '/assets/chrome-c1.js'],
    },
    'routes/home': {
      id: 'routes/home',
      parentId: 'root',
      index: true,
      module: '/assets/home-h1.js',
      imports: ['/assets/react-r1.js'],
    },
    '../../../packages/storefront/dist/routes/search': {
      id: '../../../packages/storefront/dist/routes/search',
      parentId: 'root',
      path: 'search/*',
      module: '/assets/search-s1.js',
      imports: ['/assets/react-r1.js'],
    },
    'routes/car': {
      id: 'routes/car',
      parentId: 'root',
      path: 'cars/:slug',
      module: '/assets/car-v1.js',
      imports: ['/assets/react-r1.js', '/assets/money-m1.js'],
    },
  },
  url: '/assets/manifest-f1.js',
  version: 'f1',
}

const clientDir = mkdtempSync(path.join(tmpdir(), 'budget-'))
after(() => rmSync(clientDir, { recursive: true, force: true }))
mkdirSync(path.join(clientDir, 'assets'))
writeFileSync(
  path.join(clientDir, 'assets/manifest-f1.js'),
  `window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`,
)
for (const [name, source] of Object.entries(CHUNKS))
  writeFileSync(path.join(clientDir, 'assets', name), source)

const gzip = (name) => gzipSync(CHUNKS[name], { level: 9 }).length
const always = ['entry.client-e1.js', 'react-r1.js', 'root-o1.js', 'chrome-c1.js']

for (const [page, own] of [
  ['home', ['home-h1.js', 'money-m1.js']],
  ['search', ['search-s1.js']],
  ['car', ['car-v1.js', 'money-m1.js']],
]) {
  test(`the ${page} page counts the entry, the root and its own route chunks with their static imports, each once`, () => {
    const expected = [...always, ...own]
    const measured = firstLoadJavaScript(clientDir, page)
    assert.deepEqual(
      measured.scripts.map((script) => script.url).sort(),
      expected.map((name) => `/assets/${name}`).sort(),
    )
    assert.equal(
      measured.gzip,
      expected.reduce((sum, name) => sum + gzip(name), 0),
    )
    assert.deepEqual(
      measured.scripts.map((script) => script.gzip),
      expected.map(gzip).sort((a, b) => b - a),
      'biggest first',
    )
  })
}

test('a chunk loaded only by a dynamic import() and other routes’ chunks are not counted', () => {
  const urls = firstLoadJavaScript(clientDir, 'home').scripts.map((script) => script.url)
  assert.ok(!urls.includes('/assets/gallery-g1.js'))
  assert.ok(!urls.includes('/assets/search-s1.js'))
})

test('the manifest is read from the build, and a missing build or page says so', () => {
  assert.deepEqual(readClientManifest(clientDir), MANIFEST)
  assert.throws(() => firstLoadJavaScript(path.join(clientDir, 'nowhere'), 'home'), /ENOENT/)
  assert.throws(() => firstLoadJavaScript(clientDir, 'checkout'), /unknown page "checkout"/)
  const empty = mkdtempSync(path.join(tmpdir(), 'budget-empty-'))
  mkdirSync(path.join(empty, 'assets'))
  try {
    assert.throws(() => readClientManifest(empty), /no React Router manifest/)
  } finally {
    rmSync(empty, { recursive: true, force: true })
  }
})
