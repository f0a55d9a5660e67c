// `pnpm bench:ssr`: what a dealer site costs to serve, measured side by side in one run on this
// machine. It starts the production builds of the platform (seeded PGlite in a temporary folder)
// and of one template app, warms them, then loads each target with autocannon for a few seconds:
//   - a bare Node http server answering a fixed page (the floor of any Node server here),
//   - the car page rendered in-process by React Router with its platform answers in memory
//     (the ceiling of this page's server render: no network, no platform),
//   - the home, search and car pages through the app server,
//   - the platform's site and car reads.
// The app server runs on one core (taskset -c 0); the platform and autocannon share the other.
// Prints requests/s and p50/p99 latency per target, and each target's share of the bare server.
// Options: --app cars --site coastal-motors --seconds 8 --connections 50
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { appServer, platformServer, repoRoot, startServer, stopServer } from '@forecourt/e2e-config'
import autocannon from 'autocannon'

const { values } = parseArgs({
  // `pnpm bench:ssr -- --app trucks` hands the script a `--` of pnpm's own: not an argument here.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    app: { type: 'string', default: 'cars' },
    site: { type: 'string', default: 'coastal-motors' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const PLATFORM_PORT = 4910
const APP_PORT = 3910
const BARE_PORT = 3911

/** Runs autocannon against `url` (Host header `host`), after a warm-up of the same length / 4. */
async function load(url, host) {
  const options = { url, connections, headers: host ? { host } : {}, timeout: 20 }
  await autocannon({ ...options, duration: Math.max(1, seconds / 4) })
  const result = await autocannon({ ...options, duration: seconds })
  const failed = result.non2xx + result.errors + result.timeouts
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed }
}

/** Requests/s of the in-process car page render, one request at a time (one core, no network). */
async function renderCeiling(carPath) {
  process.env.NODE_ENV = 'production'
  const recorded = new Map()
  const realFetch = globalThis.fetch
  // Every platform answer the page needs, recorded once from the real platform, then replayed.
  globalThis.fetch = async (input, init) => {
    const key = String(input instanceof Request ? input.url : input)
    if (!recorded.has(key)) {
      const response = await realFetch(input, init)
      recorded.set(key, { status: response.status, body: await response.text() })
    }
    const { status, body } = recorded.get(key)
    return new Response(body, { status, headers: { 'content-type': 'application/json' } })
  }
  process.env.PLATFORM_URL = `http://127.0.0.1:${PLATFORM_PORT}`
  const { createRequestHandler, RouterContextProvider } = await import(
    path.join(repoRoot, `apps/${values.app}/node_modules/react-router/dist/production/index.js`)
  )
  const build = await import(path.join(repoRoot, `apps/${values.app}/build/server/index.js`))
  const handle = createRequestHandler(build, 'production')
  const url = `http://${values.site}.localhost:${APP_PORT}${carPath}`
  const render = async () => {
    const response = await handle(new Request(url), new RouterContextProvider())
    await response.text()
    if (response.status !== 200) throw new Error(`in-process render answered ${response.status}`)
  }
  for (let i = 0; i < 200; i++) await render()
  const started = performance.now()
  let count = 0
  while (performance.now() - started < seconds * 1000) {
    await render()
    count++
  }
  globalThis.fetch = realFetch
  return { rps: count / seconds, p50: NaN, p99: NaN, failed: 0 }
}

function pinned(server, cores) {
  return { ...server, command: 'taskset', args: ['-c', cores, server.command, ...server.args] }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-bench-'))
const children = []
try {
  const platform = platformServer({ port: PLATFORM_PORT, dataDir, appPorts: { [values.app]: APP_PORT } })
  children.push(await startServer(pinned(platform, '1'), { timeoutMs: 180_000 }))
  children.push(
    await startServer(
      pinned(appServer({ app: values.app, port: APP_PORT, platformPort: PLATFORM_PORT }), '0'),
    ),
  )
  const platformUrl = `http://127.0.0.1:${PLATFORM_PORT}`
  const { site } = await (await fetch(`${platformUrl}/v1/sites/${values.site}`)).json()
  const { cars } = await (await fetch(`${platformUrl}/v1/sites/${values.site}/cars?per_page=1`)).json()
  const car = cars[0]
  const searchPath = site.search_path ?? '/search/new-used-and-demo-cars/'
  const host = `${values.site}.localhost:${APP_PORT}`

  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!DOCTYPE html><title>bare</title><p>A bare Node http server.</p>')
  })
  await new Promise((resolve) => bare.listen(BARE_PORT, '127.0.0.1', resolve))
  // The bare server shares this process; the app's pages are measured with it stopped.
  const rows = [['bare http server (this process)', await load(`http://127.0.0.1:${BARE_PORT}/`)]]
  await new Promise((resolve) => bare.close(resolve))
  rows.push(['car page, in-process render, data in memory', await renderCeiling(`/cars/${car.slug}`)])
  rows.push(['home page', await load(`http://127.0.0.1:${APP_PORT}/`, host)])
  rows.push(['search page', await load(`http://127.0.0.1:${APP_PORT}${searchPath}`, host)])
  rows.push(['car page', await load(`http://127.0.0.1:${APP_PORT}/cars/${car.slug}`, host)])
  rows.push(['platform: GET /v1/sites/{slug}', await load(`${platformUrl}/v1/sites/${values.site}`)])
  rows.push([
    'platform: GET /v1/sites/{slug}/cars/{slug}',
    await load(`${platformUrl}/v1/sites/${values.site}/cars/${car.slug}`),
  ])

  const floor = rows[0][1].rps
  console.log(
    `\n${values.app} app, ${values.site}, ${connections} connections, ${seconds} s each, app on one core\n`,
  )
  console.log('| target | requests/s | p50 ms | p99 ms | vs bare server | failed |')
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const [name, { rps, p50, p99, failed }] of rows) {
    const ms = (value) => (Number.isNaN(value) ? '–' : String(value))
    console.log(
      `| ${name} | ${Math.round(rps)} | ${ms(p50)} | ${ms(p99)} | ${((100 * rps) / floor).toFixed(1)} % | ${failed} |`,
    )
  }
} finally {
  await Promise.all(children.map((child) => stopServer(child)))
  rmSync(dataDir, { recursive: true, force: true })
}
