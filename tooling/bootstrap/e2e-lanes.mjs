// The apps' end-to-end runs in two lanes side by side, each app's run after the one before it in
// its lane. Each run has its own ports, database and one browser, and much of a run waits on pages,
// so two lanes finish well before one. The lanes are planned from how long each app's run took in
// CI (`npm test` from a fresh clone, 29 November: cars 606 s, rvs 456 s, motorcycles 390 s, trucks
// 372 s, subscriptions 318 s), so the split does not depend on turbo's scheduling order. In that
// run turbo's order happened to give the same split (cars → rvs | subscriptions → motorcycles →
// trucks); planning it makes it hold as apps are added. An app without a figure (a generated one)
// counts as the families' mean.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'

const MEASURED_SECONDS = { cars: 606, rvs: 456, motorcycles: 390, trucks: 372, subscriptions: 318 }
const MEAN_SECONDS =
  Object.values(MEASURED_SECONDS).reduce((sum, seconds) => sum + seconds, 0) /
  Object.keys(MEASURED_SECONDS).length

/** The apps with an e2e script, by folder name, with their package names. */
function e2eApps(root) {
  const appsDirectory = path.join(root, 'apps')
  return readdirSync(appsDirectory)
    .map((app) => ({ app, manifest: path.join(appsDirectory, app, 'package.json') }))
    .filter(({ manifest }) => existsSync(manifest))
    .map(({ app, manifest }) => ({ app, pkg: JSON.parse(readFileSync(manifest, 'utf8')) }))
    .filter(({ pkg }) => pkg.scripts?.e2e)
    .map(({ app, pkg }) => ({ app, name: pkg.name }))
}

/**
 * Two lanes whose longer one is as short as it can be: every split of a handful of apps is tried
 * (longest-first greedy would put cars and trucks against the other three, 16.3 min against 19.4).
 */
export function planLanes(apps) {
  const weighed = apps
    .map((entry) => ({ ...entry, seconds: MEASURED_SECONDS[entry.app] ?? MEAN_SECONDS }))
    .sort((a, b) => b.seconds - a.seconds || a.app.localeCompare(b.app))
  let best = { longest: Number.POSITIVE_INFINITY, lanes: [weighed, []] }
  for (let mask = 0; mask < 2 ** weighed.length; mask += 2) {
    const lanes = [
      weighed.filter((_, index) => ((mask >> index) & 1) === 0),
      weighed.filter((_, index) => ((mask >> index) & 1) === 1),
    ]
    const longest = Math.max(...lanes.map((lane) => lane.reduce((sum, entry) => sum + entry.seconds, 0)))
    if (longest < best.longest) best = { longest, lanes }
  }
  return best.lanes.filter((lane) => lane.length > 0)
}

/** One app's `e2e` script, its output prefixed with its name as turbo would. */
function runApp(root, { app, name }) {
  const started = Date.now()
  const child = spawn('pnpm', ['run', 'e2e'], {
    cwd: path.join(root, 'apps', app),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = `${name}:e2e: `
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`))
  }
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ app, ok: false, seconds: 0, error }))
    child.on('close', (code) => resolve({ app, ok: code === 0, seconds: (Date.now() - started) / 1000 }))
  })
}

/** Every app's e2e run, two lanes at a time; resolves with each app's result once all are done. */
export async function runE2ELanes(root) {
  const lanes = planLanes(e2eApps(root))
  console.log(`e2e lanes: ${lanes.map((lane) => lane.map((entry) => entry.app).join(' → ')).join('  |  ')}`)
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const done = []
      for (const entry of lane) done.push(await runApp(root, entry))
      return done
    }),
  )
  for (const lane of results) {
    console.log(
      `  ${lane.map((result) => `${result.app} ${result.seconds.toFixed(0)} s${result.ok ? '' : ' ✘'}`).join(' + ')}`,
    )
  }
  return results.flat()
}
