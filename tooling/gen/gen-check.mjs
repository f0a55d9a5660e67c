// `pnpm gen:check [--family trucks]`: the generator end to end, as a template owner goes through
// it — generate apps/gen-check, install it offline, build and typecheck it, lint it, and run the
// shared e2e suite against it in Chromium — then remove it and put the lockfile back. Prints how
// long each step took. Too slow for `npm test` on a 2-core machine (several minutes), so it runs
// on its own; the files it generates are checked in `npm test` by template-app-files.test.mjs.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from '@forecourt/e2e-config'
import { generateTemplateApp } from './generate-template-app.mjs'

const NAME = 'gen-check'
const { values } = parseArgs({ options: { family: { type: 'string', default: 'trucks' } } })
const lockfile = path.join(repoRoot, 'pnpm-lock.yaml')
const lock = readFileSync(lockfile, 'utf8')
const timings = []

function timed(title, fn) {
  const started = Date.now()
  console.log(`\n▶ ${title}`)
  fn()
  timings.push([title, (Date.now() - started) / 1000])
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`)
}

const appDirectory = path.join(repoRoot, 'apps', NAME)
// A run stopped half-way leaves its app behind; start from none.
rmSync(appDirectory, { recursive: true, force: true })
let failed = false
try {
  timed(`generate apps/${NAME} (${values.family})`, () => {
    generateTemplateApp({ name: NAME, family: values.family })
  })
  timed('install offline', () => run('pnpm', ['install', '--offline', '--reporter=append-only']))
  timed('build and typecheck', () =>
    run('pnpm', [
      'exec',
      'turbo',
      'run',
      'build',
      'typecheck',
      `--filter=@forecourt/${NAME}`,
      '--output-logs=errors-only',
    ]),
  )
  timed('lint and format (biome)', () => run('pnpm', ['exec', 'biome', 'ci', `apps/${NAME}`]))
  timed('shared e2e suite in Chromium', () =>
    run('pnpm', ['--filter', `@forecourt/${NAME}`, 'e2e'], { env: { ...process.env, CI: '1' } }),
  )
} catch (error) {
  failed = true
  console.error(`\n✘ ${error.message}`)
} finally {
  timed('remove it and put the lockfile back', () => {
    rmSync(appDirectory, { recursive: true, force: true })
    writeFileSync(lockfile, lock)
    // Drop the removed app from node_modules' record of the workspace, as it was before the check.
    run('pnpm', ['install', '--offline', '--frozen-lockfile', '--reporter=silent'])
  })
}

console.log('\nSteps:')
for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${title}`)
const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0)
console.log(`  ${total.toFixed(1).padStart(7)} s  in all${failed ? ' (failed)' : ''}`)
process.exit(failed ? 1 : 0)
