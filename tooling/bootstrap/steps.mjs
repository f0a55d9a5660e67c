// The steps of `npm start` and `npm test`, run under the provisioned Node 24 with .tools/ on PATH.
// Each step prints what it did and how long it took; steps that are already done say so.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureChromium } from './chromium.mjs'
import { runE2ELanes } from './e2e-lanes.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const command = process.argv[2]
const timings = []

async function step(title, fn) {
  const started = Date.now()
  process.stdout.write(`\n▶ ${title}\n`)
  const note = await fn()
  const seconds = (Date.now() - started) / 1000
  timings.push([title, seconds])
  console.log(`✔ ${title}${note ? ` — ${note}` : ''} (${seconds.toFixed(1)} s)`)
}

function run(cmd, args, { onFailure, ...options } = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options })
  if (result.error) throw result.error
  if (result.status !== 0) {
    onFailure?.()
    console.error(`\n✘ ${cmd} ${args.join(' ')} exited with ${result.status ?? result.signal}`)
    printTimings()
    process.exit(result.status ?? 1)
  }
}

function printTimings() {
  if (timings.length === 0) return
  console.log('\nSteps:')
  for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${title}`)
}

async function install() {
  await step('install workspace dependencies', () => {
    const lock = readFileSync(path.join(root, 'pnpm-lock.yaml'))
    const stamp = path.join(root, 'node_modules', '.forecourt-lock-hash')
    const hash = createHash('sha256').update(lock).digest('hex')
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return 'up to date'
    run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'])
    writeFileSync(stamp, hash)
    return 'installed'
  })
}

async function build() {
  await step('build packages and apps (turbo, cached)', () => {
    run('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'])
  })
}

async function start() {
  await install()
  await build()
  await step('migrate the embedded database', () => {
    run('pnpm', ['--filter', '@forecourt/platform', 'run', '--silent', 'db:migrate'])
  })
  await step('seed demo dealer sites (skipped when already seeded)', () => {
    run('pnpm', ['--filter', '@forecourt/platform', 'run', '--silent', 'db:seed'])
  })
  printTimings()
  console.log('\n▶ serving (Ctrl+C stops)\n')
  const serve = spawn(process.execPath, [path.join(root, 'tooling/bootstrap/serve.mjs')], {
    stdio: 'inherit',
    cwd: root,
  })
  const stop = () => serve.kill('SIGTERM')
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  serve.on('exit', (code) => process.exit(code ?? 0))
}

async function test() {
  await install()
  await step('lint and format check (biome)', () => {
    run('pnpm', ['exec', 'biome', 'ci', '.'])
  })
  await build()
  // Unused files, dependencies and exports (knip.jsonc says which surfaces it narrows): ~40 s.
  await step('unused files, dependencies and exports (knip)', () => {
    run('nice', ['-n', '10', 'pnpm', 'exec', 'knip'])
  })
  // Issue 18: the JavaScript each app's home, search and car pages fetch on first load (gzip),
  // read from the builds just made, against the ratchet in tooling/budget/budgets.mjs (about 2 s).
  await step('first-load JavaScript budget (home, search, car pages of every app)', () => {
    run(process.execPath, [
      '--test',
      'tooling/budget/first-load-javascript.test.mjs',
      'tooling/budget/budget-verdict.test.mjs',
    ])
    run(process.execPath, ['tooling/budget/budget.mjs'])
  })
  await step('package checks (sherif: workspace consistency; publint: what each package publishes)', () => {
    run('pnpm', ['exec', 'sherif'])
    for (const dir of readdirSync(path.join(root, 'packages'))) {
      run('pnpm', ['exec', 'publint', '--strict'], { cwd: path.join(root, 'packages', dir) })
    }
  })
  // Each versioned package as a team outside this workspace installs it: packed, checked by
  // arethetypeswrong, installed with npm into a scratch Vite app, built and strictly type-checked
  // (tooling/pack-check). About a minute once its scratch app is warm, three on a cold machine.
  await step('packages installed outside the workspace (pack, attw, npm, Vite, strict tsc)', () => {
    run('nice', ['-n', '10', 'node', 'tooling/pack-check/pack-check.mjs'])
  })
  await step('release flow: changeset version dry run in a temp copy', () => {
    run('node', ['tooling/changesets/version-dry-run.mjs'])
  })
  await step('typecheck every package and app', () => {
    run('pnpm', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only'])
  })
  // The review surface Chromatic publishes (README § Visual review), built once by turbo (cached)
  // and uploaded as is by `pnpm chromatic`, so a story that only breaks the static build fails here.
  await step("Storybook static builds (ui, and the apps' family blocks)", () => {
    run('pnpm', ['exec', 'turbo', 'run', 'build-storybook', '--output-logs=errors-only'])
  })
  // Story tests (ui) and end-to-end tests both drive Debian's Chromium.
  await step('Chromium for browser tests', () => ensureChromium())
  // Two packages at a time: each Vitest runs one worker here (its default is cores − 1), so one
  // package at a time left a core idle (636 s in CI, two at a time 523–559 s). Test files share a
  // module graph per worker (tooling/vitest): the same step 579 → 334 s measured side by side.
  await step('unit, component, story and API tests', () => {
    run('pnpm', ['exec', 'turbo', 'run', 'test', '--concurrency=2', '--output-logs=full'])
  })
  // Issue 17: two platform and two app processes on one PostgreSQL, from the builds (about 80 s on
  // a busy 2-core box); niced so it shares the machine politely.
  await step('multi-process test: 2 platforms + 2 apps on one PostgreSQL', () => {
    run('nice', ['-n', '10', process.execPath, 'tooling/multi-process/multi-process.mjs'])
  })
  // Two lanes of apps side by side, balanced by the apps' measured run times (e2e-lanes.mjs).
  await step('end-to-end tests in Chromium', async () => {
    const failed = (await runE2ELanes(root)).filter((result) => !result.ok)
    if (failed.length === 0) return
    printFailedPages()
    console.error(`\n✘ end-to-end tests failed in ${failed.map((result) => result.app).join(', ')}`)
    printTimings()
    process.exit(1)
  })
  printTimings()
}

/**
 * What each failed end-to-end test saw: the page's main landmark from Playwright's error context
 * (an accessibility snapshot), printed last because CI keeps only the tail of the log.
 */
function printFailedPages() {
  for (const app of readdirSync(path.join(root, 'apps'))) {
    const results = path.join(root, 'apps', app, 'test-results')
    if (!existsSync(results)) continue
    for (const file of readdirSync(results, { recursive: true })) {
      if (!String(file).endsWith('error-context.md')) continue
      const lines = readFileSync(path.join(results, String(file)), 'utf8').split('\n')
      const main = lines.findIndex((line) => /^- main\b/.test(line))
      const snapshot = lines.indexOf('```yaml')
      const from = main >= 0 ? main : snapshot + 1
      console.error(`\n── what the page showed: apps/${app}/test-results/${file} ──`)
      console.error(lines.slice(from, from + 60).join('\n'))
    }
  }
}

if (command === 'start') await start()
else if (command === 'test') await test()
else {
  console.error('usage: steps.mjs <start|test>')
  process.exit(2)
}
