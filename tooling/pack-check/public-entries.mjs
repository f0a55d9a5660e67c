// A package's public entries, read from its `exports` map as a consumer's resolver reads it.
import { globSync } from 'node:fs'

/**
 * Entries that only run in Node: the server entry (loaders, the platform client), the Node server,
 * the SSR entry, React Router's route config and the Vite plugin (build time) and the route modules,
 * whose server exports React Router's plugin removes from a browser build. A browser bundle never
 * imports them.
 */
const SERVER_ONLY = [
  /^@forecourt\/storefront\/(server|node-server|entry-server|route-config|vite|routes\/.+)$/,
]

/**
 * Every public specifier of a package: `kind` 'script' or 'style', a `*` pattern expanded to the
 * files the package ships, `null` (hidden) subpaths and `./package.json` left out.
 * @param {{ name: string, exports: Record<string, unknown> }} manifest
 * @param {string} packageDir where the package is installed, to expand `*` patterns
 */
export function publicEntries(manifest, packageDir) {
  const entries = []
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (target === null || subpath === './package.json') continue
    const file = typeof target === 'string' ? target : target.default
    if (typeof file !== 'string') throw new Error(`${manifest.name} ${subpath}: no default target`)
    const subpaths = subpath.includes('*') ? expandPattern(subpath, file, packageDir) : [subpath]
    for (const each of subpaths) {
      const specifier = each === '.' ? manifest.name : `${manifest.name}/${each.slice(2)}`
      entries.push({
        subpath: each,
        specifier,
        kind: file.endsWith('.css') ? 'style' : 'script',
        serverOnly: SERVER_ONLY.some((pattern) => pattern.test(specifier)),
      })
    }
  }
  return entries
}

/** `./routes/*` → `./dist/routes/*.js`: one subpath per shipped file that matches the target. */
function expandPattern(subpath, target, packageDir) {
  const [prefix, suffix] = target.split('*')
  const files = globSync(target.slice(2).replace('*', '**/*'), { cwd: packageDir })
  if (files.length === 0) throw new Error(`${subpath} → ${target} matches no shipped file`)
  return files
    .map((file) => `./${file}`.replaceAll('\\', '/'))
    .filter((file) => file.startsWith(prefix) && file.endsWith(suffix))
    .map((file) => subpath.replace('*', file.slice(prefix.length, file.length - suffix.length)))
    .sort()
}
