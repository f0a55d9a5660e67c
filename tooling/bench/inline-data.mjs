// `pnpm bench:inline`: what a served page carries besides its scripts — the data React Router
// inlines for hydration (the loaders' answers) and the rest of the document — for the home, search
// and car pages of each family's demo site. Issue 18 counts inline data in a page's JavaScript on
// first load; `pnpm budget` reads builds only and cannot see it. Starts the production builds of
// the platform (seeded PGlite in a temporary folder) and of each app in turn; prints gzip kB (level
// 9) and, per page, the loader answers' biggest parts (raw kB, as hydrated).
// Options: --app trucks (one family's app; all five by default)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { siteSearchPath } from '@forecourt/domain'
import { appServer, platformServer, startServer, stopServer } from '@forecourt/e2e-config'
import { appPage } from '../multi-process/requests.mjs'

/** Each family's app and the demo site it is measured on. */
const DEMO_SITES = {
  cars: 'coastal-motors',
  trucks: 'big-rig-trucks',
  motorcycles: 'throttle-motorcycles',
  rvs: 'open-road-rvs',
  subscriptions: 'drive-subscriptions',
}
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { app: { type: 'string' } },
})
const apps = values.app ? [values.app] : Object.keys(DEMO_SITES)
const PLATFORM_PORT = 4920
const APP_PORT = 3920

const kB = (bytes) => (bytes / 1024).toFixed(1)
const gzipped = (text) => gzipSync(text, { level: 9 }).length

/** The turbo-stream React Router inlines, decoded into the loaders' answers. */
function loaderData(html) {
  const stream = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
    .map((match) => JSON.parse(match[1]))
    .join('')
  const flat = JSON.parse(stream.split('\n')[0])
  const decoded = new Map()
  const decode = (index) => {
    if (index < 0) return null
    if (decoded.has(index)) return decoded.get(index)
    const value = flat[index]
    // A typed value (a date, a promise) is a tagged array: kept as it is.
    if (Array.isArray(value) && typeof value[0] === 'string') return value
    if (Array.isArray(value)) {
      const out = []
      decoded.set(index, out)
      for (const item of value) out.push(decode(item))
      return out
    }
    if (value && typeof value === 'object') {
      const out = {}
      decoded.set(index, out)
      for (const [key, item] of Object.entries(value)) out[flat[Number(key.slice(1))]] = decode(item)
      return out
    }
    return value
  }
  return { streamLength: stream.length, loaders: decode(0)?.loaderData ?? {} }
}

/**
 * The biggest parts of each route's answer, two levels down, as `route.key kB`. An object two
 * routes share (the site) goes into the stream once and is listed once.
 */
function biggestParts(loaders) {
  const size = (value) => JSON.stringify(value ?? null).length
  const seen = new Set()
  const parts = []
  const add = (name, value) => {
    if (value && typeof value === 'object') {
      if (seen.has(value)) return false
      seen.add(value)
    }
    parts.push([name, size(value)])
    return true
  }
  for (const [route, answer] of Object.entries(loaders)) {
    const name = route.replace(/^.*\/routes\//, '')
    for (const [key, value] of Object.entries(answer ?? {})) {
      if (!add(`${name}.${key}`, value) || !value || typeof value !== 'object' || Array.isArray(value))
        continue
      for (const [inner, part] of Object.entries(value)) add(`${name}.${key}.${inner}`, part)
    }
  }
  return parts
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([part, bytes]) => `${part} ${kB(bytes)}`)
    .join(', ')
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-inline-'))
let platform
try {
  const appPorts = Object.fromEntries(apps.map((app) => [app, APP_PORT]))
  platform = await startServer(platformServer({ port: PLATFORM_PORT, dataDir, appPorts }), {
    timeoutMs: 180_000,
  })
  const platformUrl = `http://127.0.0.1:${PLATFORM_PORT}`
  console.log('Served pages, kB: the document and its inline scripts gzip; the loader data raw\n')
  console.log(
    '| app | page | document | inline scripts | loader data, raw | biggest parts, raw as hydrated |',
  )
  console.log('|---|---|---:|---:|---:|---|')
  for (const app of apps) {
    const slug = DEMO_SITES[app]
    const { site } = await (await fetch(`${platformUrl}/v1/sites/${slug}`)).json()
    const { cars } = await (await fetch(`${platformUrl}/v1/sites/${slug}/cars?per_page=1`)).json()
    const pages = { home: '/', search: siteSearchPath(site), car: `/cars/${cars[0].slug}` }
    const server = await startServer(appServer({ app, port: APP_PORT, platformPort: PLATFORM_PORT }))
    try {
      for (const [name, pathname] of Object.entries(pages)) {
        const { html } = await appPage(`http://127.0.0.1:${APP_PORT}`, slug, pathname)
        const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
          .map((match) => match[1])
          .join('\n')
        const { streamLength, loaders } = loaderData(html)
        console.log(
          `| ${app} | ${name} | ${kB(gzipped(html))} | ${kB(gzipped(inline))} | ${kB(streamLength)} | ${biggestParts(loaders)} |`,
        )
      }
    } finally {
      await stopServer(server)
    }
  }
} finally {
  if (platform) await stopServer(platform)
  rmSync(dataDir, { recursive: true, force: true })
}
