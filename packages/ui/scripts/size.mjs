// Prints what each public entry of @forecourt/ui costs a page: its JS and its CSS, minified and
// gzip-compressed, bundled the way an app would bundle it. React is left out (every page ships it).
// react-aria-components is counted. The JS is shown with and without @forecourt/domain: every
// storefront page already loads domain (and the zod schemas it builds at load), so the second
// figure is what adding the block to a page really costs. Reads dist/: run the build first.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const { exports } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
const entries = Object.entries(exports).filter(
  ([subpath, target]) => target && typeof target === 'object' && subpath !== './package.json',
)
const react = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']

async function cost(file, external) {
  const result = await build({
    entryPoints: [path.join(root, file)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2023',
    write: false,
    outdir: path.join(root, '.size'),
    external,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  })
  const sizeOf = (extension) => {
    const output = result.outputFiles.find((file) => file.path.endsWith(extension))
    return output ? gzipSync(output.contents, { level: 9 }).length / 1024 : 0
  }
  return { js: sizeOf('.js'), css: sizeOf('.css') }
}

const kb = (value) => `${value.toFixed(1)} kB`.padStart(10)
console.log(
  `${'entry'.padEnd(38)} ${'JS'.padStart(10)} ${'JS-domain'.padStart(10)} ${'CSS'.padStart(10)}   (gzip)`,
)
for (const [subpath, target] of entries) {
  const all = await cost(target.default, react)
  const own = await cost(target.default, [...react, '@forecourt/domain'])
  console.log(`${`@forecourt/ui${subpath.slice(1)}`.padEnd(38)} ${kb(all.js)} ${kb(own.js)} ${kb(all.css)}`)
}
