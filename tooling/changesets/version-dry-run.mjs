// `node tooling/changesets/version-dry-run.mjs`: the release flow without touching this checkout.
// Copies the workspace's manifests, changelogs and .changeset/ into a temp dir, adds one patch
// changeset for @forecourt/tokens, runs `changeset version` there, and checks what a release would
// write: the pending changesets consumed, tokens' version bumped with a CHANGELOG entry, and ui,
// in tokens' fixed group (.changeset/config.json), released at the same version.
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  globSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const started = Date.now()
const scratch = mkdtempSync(path.join(os.tmpdir(), 'forecourt-changesets-'))

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'))
}

function fail(message) {
  console.error(`✘ changeset version dry run: ${message}`)
  process.exitCode = 1
}

try {
  for (const file of ['package.json', 'pnpm-workspace.yaml'])
    cpSync(path.join(root, file), path.join(scratch, file))
  cpSync(path.join(root, '.changeset'), path.join(scratch, '.changeset'), { recursive: true })
  const workspaceGlobs = [
    ...readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^\s+-\s+(\S+)\s*$/gm),
  ].map((match) => match[1])
  for (const pattern of workspaceGlobs) {
    for (const manifest of globSync(`${pattern}/package.json`, { cwd: root })) {
      mkdirSync(path.join(scratch, path.dirname(manifest)), { recursive: true })
      cpSync(path.join(root, manifest), path.join(scratch, manifest))
      const changelog = path.join(path.dirname(manifest), 'CHANGELOG.md')
      if (existsSync(path.join(root, changelog)))
        cpSync(path.join(root, changelog), path.join(scratch, changelog))
    }
  }
  const pending = readdirSync(path.join(scratch, '.changeset')).filter(
    (file) => file.endsWith('.md') && file !== 'README.md',
  )
  writeFileSync(
    path.join(scratch, '.changeset', 'dry-run-tokens.md'),
    "---\n'@forecourt/tokens': patch\n---\n\nDry run: a token change a consumer would notice.\n",
  )
  const before = Object.fromEntries(
    ['tokens', 'ui'].map((name) => [
      name,
      readJson(path.join(scratch, 'packages', name, 'package.json')).version,
    ]),
  )

  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'changeset'), ['version'], {
    cwd: scratch,
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    fail(`changeset version exited with ${result.status}\n${result.stdout}${result.stderr}`)
  } else {
    const left = readdirSync(path.join(scratch, '.changeset')).filter(
      (file) => file.endsWith('.md') && file !== 'README.md',
    )
    const tokens = readJson(path.join(scratch, 'packages', 'tokens', 'package.json')).version
    const ui = readJson(path.join(scratch, 'packages', 'ui', 'package.json')).version
    const changelog = readFileSync(path.join(scratch, 'packages', 'tokens', 'CHANGELOG.md'), 'utf8')
    if (left.length > 0) fail(`changesets left unconsumed: ${left.join(', ')}`)
    else if (tokens === before.tokens) fail(`@forecourt/tokens stayed at ${tokens}`)
    else if (!changelog.includes('Dry run: a token change a consumer would notice.'))
      fail('the tokens CHANGELOG has no entry for the change')
    else if (ui !== tokens) fail(`@forecourt/ui (${ui}) is not released with @forecourt/tokens (${tokens})`)
    else
      console.log(
        `changeset version dry run: ${pending.length + 1} changesets consumed; tokens ${before.tokens} → ${tokens} with a CHANGELOG entry, ui ${before.ui} → ${ui} (fixed group) (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      )
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
