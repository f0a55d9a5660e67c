// `pnpm budget [--chunks N]`: the JavaScript each app's home, search and car pages fetch on first
// load (gzip), from the production builds under apps/*/build/client, next to the page's budget
// (budgets.mjs) and issue 18's goal. Exits 1 when a page is over its budget. Reads built files
// only (no server): run the build first. `--chunks N` also lists each page's N biggest scripts.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { budgetVerdict, LOWER_BY } from './budget-verdict.mjs'
import { budgets, goals } from './budgets.mjs'
import { firstLoadJavaScript, pageNames } from './first-load-javascript.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const { values } = parseArgs({ options: { chunks: { type: 'string', default: '0' } } })
const chunks = Number(values.chunks)
const started = performance.now()

// Every React Router app under apps/ (the platform is not one).
const apps = readdirSync(path.join(root, 'apps'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((app) => existsSync(path.join(root, 'apps', app, 'react-router.config.ts')))
  .sort()

const kB = (bytes) => bytes / 1024
const column = (value, width) => String(value).padStart(width)
const failures = []
const lower = []

console.log(
  `First-load JavaScript per page, gzip kB (issue 18 goals: ${pageNames.map((page) => `${page} ≤ ${goals[page]}`).join(', ')})\n`,
)
console.log(
  `${'app'.padEnd(14)} ${'page'.padEnd(7)} ${column('size', 7)} ${column('budget', 7)} ${column('goal', 5)} ${column('to goal', 8)} ${column('scripts', 8)}`,
)
for (const app of apps) {
  const clientDir = path.join(root, 'apps', app, 'build/client')
  for (const page of pageNames) {
    const budget = budgets[app]?.[page]
    if (!existsSync(clientDir)) {
      failures.push(`apps/${app} has no build (apps/${app}/build/client): run the build first`)
      break
    }
    const { scripts, gzip } = firstLoadJavaScript(clientDir, page)
    const size = kB(gzip)
    console.log(
      `${app.padEnd(14)} ${page.padEnd(7)} ${column(size.toFixed(1), 7)} ${column(budget ?? '—', 7)} ${column(goals[page], 5)} ${column(`${size > goals[page] ? '+' : ''}${(size - goals[page]).toFixed(1)}`, 8)} ${column(scripts.length, 8)}`,
    )
    for (const script of scripts.slice(0, chunks)) {
      console.log(`${''.padEnd(23)} ${column(kB(script.gzip).toFixed(1), 7)}  ${script.url}`)
    }
    const verdict = budgetVerdict(size, budget)
    if (verdict === 'missing') failures.push(`apps/${app} ${page}: no budget in tooling/budget/budgets.mjs`)
    if (verdict === 'over')
      failures.push(`apps/${app} ${page}: ${size.toFixed(1)} kB is over its budget of ${budget} kB`)
    if (verdict === 'lower') lower.push(`apps/${app} ${page}: ${size.toFixed(1)} kB, budget ${budget} kB`)
  }
}

console.log(`\nmeasured in ${Math.round(performance.now() - started)} ms`)
if (lower.length > 0) {
  console.log(
    `\nMore than ${LOWER_BY} kB under budget — lower these in tooling/budget/budgets.mjs to keep the gain:`,
  )
  for (const line of lower) console.log(`  ${line}`)
}
if (failures.length > 0) {
  console.error('\n✘ over budget (see issue 18 item 3):')
  for (const line of failures) console.error(`  ${line}`)
  process.exit(1)
}
