// Entry point of `npm start` and `npm test`. Runs under whatever Node the machine has (20 here):
// provisions the project's Node and pnpm from the npm registry into .tools/, installs the
// workspace, then hands over to the step runner under the provisioned Node.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const toolsDir = path.join(root, '.tools')
const toolsBin = path.join(toolsDir, 'node_modules', '.bin')

const command = process.argv[2]
if (command !== 'start' && command !== 'test') {
  console.error('usage: node tooling/bootstrap/main.mjs <start|test>')
  process.exit(2)
}

const nodeVersion = readFileSync(path.join(root, '.node-version'), 'utf8').trim()
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
const pnpmVersion = rootPackage.packageManager.replace(/^pnpm@/, '')

function installedVersion(name) {
  const file = path.join(toolsDir, 'node_modules', name, 'package.json')
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined
}

function step(title, fn) {
  const started = Date.now()
  process.stdout.write(`\n▶ ${title}\n`)
  const note = fn()
  console.log(`✔ ${title}${note ? ` — ${note}` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options })
  if (result.error) throw result.error
  if (result.status !== 0) {
    console.error(`✘ ${cmd} ${args.join(' ')} exited with ${result.status ?? result.signal}`)
    process.exit(result.status ?? 1)
  }
}

step(`toolchain: Node ${nodeVersion} and pnpm ${pnpmVersion}`, () => {
  if (installedVersion('node') === nodeVersion && installedVersion('pnpm') === pnpmVersion) {
    return 'already provisioned'
  }
  // The registry's `node` package ships the real binary; no download outside the npm registry.
  run('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `node@${nodeVersion}`,
    `pnpm@${pnpmVersion}`,
  ])
  return 'installed into .tools/'
})

const env = {
  ...process.env,
  PATH: `${toolsBin}${path.delimiter}${process.env.PATH}`,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
}

// Hand over to Node 24 for everything else (the stack does not run on Node 20).
const result = spawnSync(
  path.join(toolsBin, 'node'),
  [path.join(root, 'tooling/bootstrap/steps.mjs'), command],
  {
    stdio: 'inherit',
    cwd: root,
    env,
  },
)
process.exit(result.status ?? 1)
