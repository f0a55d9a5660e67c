// End-to-end tests use Debian's Chromium (never a browser downloaded by a test tool).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(chromiumPath)) return `found ${chromiumPath}`
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `✘ Chromium is missing at ${chromiumPath}. Install Debian's package as root:\n` +
        '    apt-get update && apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at an existing Chromium.',
    )
    process.exit(1)
  }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (result.status !== 0) {
      console.error(`✘ apt-get ${args.join(' ')} failed; install Debian's chromium package by hand.`)
      process.exit(1)
    }
  }
  return `installed Debian's chromium at ${chromiumPath}`
}
