// Browser tests use Debian's Chromium (never a browser downloaded by a test tool): the full browser
// for the story tests' screenshots and Lighthouse, and the same release's headless shell for the
// end-to-end tests (tooling/e2e/servers.js), which costs half the CPU per test.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const headlessShellPath = '/usr/bin/chromium-headless-shell'

export function ensureChromium() {
  const missing = [
    !existsSync(chromiumPath) && 'chromium',
    !process.env.CHROMIUM_PATH && !existsSync(headlessShellPath) && 'chromium-headless-shell',
  ].filter(Boolean)
  if (missing.length === 0) return `found ${chromiumPath} and its headless shell`
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    if (!missing.includes('chromium')) {
      return `found ${chromiumPath}; without ${headlessShellPath} the end-to-end tests run it instead (slower)`
    }
    console.error(
      `✘ Chromium is missing at ${chromiumPath}. Install Debian's packages as root:\n` +
        '    apt-get update && apt-get install -y chromium chromium-headless-shell\n' +
        'or point CHROMIUM_PATH at an existing Chromium.',
    )
    process.exit(1)
  }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (result.status !== 0) {
      console.error(`✘ apt-get ${args.join(' ')} failed; install Debian's ${missing.join(' and ')} by hand.`)
      process.exit(1)
    }
  }
  return `installed Debian's ${missing.join(' and ')}`
}
