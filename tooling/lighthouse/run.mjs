// Lighthouse on the demo sites, mobile profile (Lighthouse's default), with Debian's Chromium.
// A measuring script, not a test: it prints the median of N runs per page. Start the sites first
// (`npm start`), then: node tooling/lighthouse/run.mjs [--runs 3] [--without-paint-holding]
// [--save-trace DIR] [url ...]
// Lighthouse is installed on first use into .tools/lighthouse (from the npm registry) so that
// `npm test` and `npm start` do not carry its ~100 packages.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from '../e2e/servers.js'

const LIGHTHOUSE_VERSION = '13.5.0'
const prefix = path.join(repoRoot, '.tools/lighthouse')
const bin = path.join(prefix, 'node_modules/.bin/lighthouse')

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    'without-paint-holding': { type: 'boolean', default: false },
    // Keeps each run's report, trace and DevTools log there (Chrome's Performance panel opens the
    // trace), to see what a long task was made of.
    'save-trace': { type: 'string' },
  },
})
const runs = Number(values.runs)

if (!existsSync(bin)) {
  console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into .tools/lighthouse …`)
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ],
    {
      stdio: 'inherit',
    },
  )
}

async function firstCarPath() {
  const answer = await fetch('http://127.0.0.1:4000/v1/sites/coastal-motors/cars?per_page=1')
  const { cars } = await answer.json()
  return `/cars/${cars[0].slug}`
}

const site = 'http://coastal-motors.localhost:3000'
const urls = positionals.length
  ? positionals
  : [`${site}/`, `${site}/search/new-used-and-demo-cars/`, `${site}${await firstCarPath()}`]

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Headless Chromium here holds the first paint of Lighthouse's navigation (paint holding is
  // meant for same-origin navigations) for a random 1–2 s, and Lantern then counts everything
  // fetched before that paint as blocking it. This flag takes that delay out, to compare pages.
  ...(values['without-paint-holding'] ? ['--disable-features=PaintHolding'] : []),
].join(' ')

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]

let auditCount = 0

function audit(url) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'))
  const saved = values['save-trace']
  auditCount += 1
  // e.g. coastal-motors-search-new-used-and-demo-cars-run2.json, beside its -0.trace.json
  const { hostname, pathname } = new URL(url)
  const name = `${hostname.split('.')[0]}${pathname.replace(/\W+/g, '-')}run${auditCount}.json`
  const out = saved ? path.join(saved, name) : path.join(dir, 'report.json')
  if (saved) mkdirSync(saved, { recursive: true })
  const result = spawnSync(
    bin,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      ...(saved ? ['--save-assets'] : []),
      `--chrome-flags=${chromeFlags} --user-data-dir=${dir}/profile`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: 'inherit',
    },
  )
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}`)
  const report = JSON.parse(readFileSync(out, 'utf8'))
  rmSync(dir, { recursive: true, force: true })
  const score = (id) => Math.round(report.categories[id].score * 100)
  const metric = (id) => report.audits[id].numericValue
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  }
}

console.log(
  `Lighthouse ${LIGHTHOUSE_VERSION}, mobile profile, median of ${runs} run(s) per page${values['without-paint-holding'] ? ', without paint holding' : ''}\n`,
)
console.log('perf  a11y  best  seo   LCP ms   TBT ms   CLS    page')
for (const url of urls) {
  const results = Array.from({ length: runs }, () => audit(url))
  const m = (key) => median(results.map((result) => result[key]))
  console.log(
    `${String(m('performance')).padStart(4)}  ${String(m('accessibility')).padStart(4)}  ${String(m('bestPractices')).padStart(4)}  ${String(m('seo')).padStart(3)}  ${String(Math.round(m('lcp'))).padStart(7)}  ${String(Math.round(m('tbt'))).padStart(7)}  ${m('cls').toFixed(3)}  ${new URL(url).pathname}`,
  )
}
