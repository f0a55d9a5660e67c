// What a page's first load costs in JavaScript, read from a production build: the scripts the
// server-rendered document fetches before the page is interactive. React Router writes
// modulepreload links for the entry and the matched routes' chunks and imports the same chunks from
// its module script, so that set is the entry module and its imports plus, for every route from
// the root down to the page's route, the route module and its imports (all taken from the
// build's client manifest). The manifest itself is not fetched: with lazy route discovery (the
// default) the server inlines the matched routes' part of it into the document.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** The client manifest a build writes as build/client/assets/manifest-<hash>.js. */
export function readClientManifest(clientDir) {
  const assets = path.join(clientDir, 'assets')
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!file) throw new Error(`no React Router manifest in ${assets}: build the app first`)
  const source = readFileSync(path.join(assets, file), 'utf8')
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')
  return JSON.parse(json)
}

// The pages the budget covers, found by their place in the route tree rather than by route id
// (kit route ids carry the path of the built package).
const PAGES = {
  home: (route) => route.index === true && route.parentId === 'root',
  search: (route) => route.path === 'search/*',
  car: (route) => route.path === 'cars/:slug',
}

export const pageNames = Object.keys(PAGES)

export function routeIdOf(manifest, page) {
  const matches = PAGES[page]
  if (!matches) throw new Error(`unknown page "${page}": one of ${pageNames.join(', ')}`)
  const route = Object.values(manifest.routes).find(matches)
  if (!route) throw new Error(`the build has no ${page} route`)
  return route.id
}

// Static imports between chunks, in Vite's minified output: `import{a as b}from"./x.js"` and
// `import"./x.js"`. The manifest already lists them; following them as well keeps the figure
// honest if a chunk imports one the manifest leaves out.
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g

/** The URLs of the scripts a first load of `routeId` fetches, in no particular order. */
export function firstLoadScriptUrls(manifest, routeId, readChunk) {
  const chain = []
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`route "${id}" is not in the manifest`)
    chain.push(route)
  }
  const routeModules = chain.flatMap((route) =>
    [route.module, route.clientActionModule, route.clientLoaderModule, route.clientMiddlewareModule].filter(
      Boolean,
    ),
  )
  const pending = [
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routeModules,
    ...chain.flatMap((route) => route.imports ?? []),
  ]
  const seen = new Set()
  while (pending.length > 0) {
    const url = pending.pop()
    if (seen.has(url)) continue
    seen.add(url)
    for (const [, relative] of readChunk(url).matchAll(STATIC_IMPORT)) {
      pending.push(new URL(relative, `https://build${url}`).pathname)
    }
  }
  return [...seen]
}

/**
 * The gzip size (level 9, as packages/ui/scripts/size.mjs counts) of every script a first load of
 * the page fetches, biggest first, and their sum, in bytes.
 */
export function firstLoadJavaScript(clientDir, page) {
  const manifest = readClientManifest(clientDir)
  const cache = new Map()
  const readChunk = (url) => {
    if (!cache.has(url)) cache.set(url, readFileSync(path.join(clientDir, url)))
    return cache.get(url).toString('utf8')
  }
  const scripts = firstLoadScriptUrls(manifest, routeIdOf(manifest, page), readChunk)
    .map((url) => ({ url, gzip: gzipSync(cache.get(url), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip)
  return { scripts, gzip: scripts.reduce((sum, script) => sum + script.gzip, 0) }
}
