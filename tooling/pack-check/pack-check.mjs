// `node tooling/pack-check/pack-check.mjs`: every versioned package as a team outside this
// workspace meets it. Packs each package (`pnpm pack` rewrites workspace: and catalog: ranges),
// checks each tarball with arethetypeswrong, installs the tarballs with plain npm into a scratch
// Vite app under the OS temp dir, imports every public entry (read from each `exports` map),
// builds the app with Vite for the browser and for Node, loads the Node build, and type-checks the
// imports with a strict tsc that also checks our declaration files (skipLibCheck off). The
// workspace hides what an outside install exposes: pnpm links sources, hoists nothing the package
// forgot to declare, and every app here runs with skipLibCheck on.
//
// The scratch app stays in <tmp>/forecourt-pack-check-<checkout> between runs (only its tarballs, sources
// and lockfile are renewed), so a second run reuses npm's install of React, Vite and TypeScript
// and tsc's incremental state for their declarations: about a minute instead of three.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { publicEntries } from './public-entries.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const timings = []

function timed(title, fn) {
  const started = Date.now()
  console.log(`▶ ${title}`)
  const result = fn()
  timings.push([title, (Date.now() - started) / 1000])
  return result
}

async function timedAsync(title, fn) {
  const started = Date.now()
  console.log(`▶ ${title}`)
  const result = await fn()
  timings.push([title, (Date.now() - started) / 1000])
  return result
}

/** Runs a command without blocking the others, collecting what it printed. */
function spawnAsync(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, ...options })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, output }))
  })
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', encoding: 'utf8', ...options })
  if (result.error) throw result.error
  if (result.status !== 0) {
    if (result.stdout) process.stdout.write(result.stdout)
    if (result.stderr) process.stderr.write(result.stderr)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`)
  }
  return result
}

/** The workspace's catalog, so the scratch app uses the React, Vite and TypeScript we test with. */
function catalog() {
  const yaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
  const section = yaml.split(/^catalog:\s*$/m)[1]?.split(/^\S/m)[0] ?? ''
  const versions = {}
  for (const match of section.matchAll(/^\s+"?([^":\s]+)"?:\s*(\S+)\s*$/gm)) versions[match[1]] = match[2]
  return versions
}

const packages = readdirSync(path.join(root, 'packages'))
  .map((dir) => ({
    dir: path.join(root, 'packages', dir),
    manifest: readJson(path.join(root, 'packages', dir, 'package.json')),
  }))
  .filter(({ manifest }) => !manifest.private)

/** Drops the recorded integrity of our tarballs from the scratch app's lockfile, if it has one. */
function forgetPackedIntegrity(lockfile) {
  if (!existsSync(lockfile)) return
  const lock = readJson(lockfile)
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (location.startsWith('node_modules/@forecourt/')) delete entry.integrity
  }
  writeFileSync(lockfile, JSON.stringify(lock, null, 2))
}

/** The packages whose declarations had errors, for the log: `instantsearch.js, …`. */
function thirdPartyFiles(errors) {
  const names = errors
    .map((line) => /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(line)?.[1])
    .filter((name) => name && !name.startsWith('@forecourt/'))
  return [...new Set(names)].join(', ')
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'))
}

// One scratch app per checkout, so two worktrees' test runs on one machine never share it.
const checkoutId = createHash('sha256').update(root).digest('hex').slice(0, 12)
const scratch = path.join(os.tmpdir(), `forecourt-pack-check-${checkoutId}`)
const tarballDir = path.join(scratch, 'tarballs')
const app = path.join(scratch, 'app')
let failed = false
try {
  rmSync(tarballDir, { recursive: true, force: true })
  mkdirSync(tarballDir, { recursive: true })
  const tarballs = await timedAsync(`pack ${packages.length} packages`, async () => {
    const packed = await Promise.all(
      packages.map(async ({ dir, manifest }) => {
        const { status, output } = await spawnAsync('pnpm', ['pack', '--pack-destination', tarballDir], {
          cwd: dir,
        })
        if (status !== 0) throw new Error(`${output}\npnpm pack failed in ${manifest.name}`)
        const file = output.trim().split('\n').at(-1)
        return [manifest.name, path.isAbsolute(file) ? file : path.join(tarballDir, path.basename(file))]
      }),
    )
    return Object.fromEntries(packed)
  })

  // attw reads only the tarballs: it runs while npm installs them.
  const attwChecked = timedAsync('arethetypeswrong on each tarball (beside the install)', async () => {
    const attw = path.join(root, 'node_modules', '.bin', 'attw')
    const checks = packages.map(async ({ dir, manifest }) => {
      // Its script entries, listed: attw cannot resolve a stylesheet to types (nor should it) and
      // does not expand `*` subpaths. ESM-only packages: a CommonJS `require` of them is not a
      // configuration we support, so the esm-only profile leaves out node10 and node16-from-CJS.
      const subpaths = publicEntries(manifest, dir)
        .filter((entry) => entry.kind === 'script')
        .map((entry) => entry.subpath)
      const args = [tarballs[manifest.name], '--profile', 'esm-only', '--entrypoints', ...subpaths]
      const { status, output } = await spawnAsync(attw, [...args, '--format', 'table-flipped', '--no-color'])
      if (status === 0) return `  attw ${manifest.name}: ${subpaths.length} entries, no problems`
      throw new Error(`${output}\narethetypeswrong: problems in ${manifest.name}`)
    })
    return Promise.all(checks)
  })

  rmSync(path.join(app, 'src'), { recursive: true, force: true })
  rmSync(path.join(app, 'dist'), { recursive: true, force: true })
  mkdirSync(path.join(app, 'src'), { recursive: true })
  const versions = catalog()
  const tarballSpecs = Object.fromEntries(
    Object.entries(tarballs).map(([name, file]) => [name, `file:${path.relative(app, file)}`]),
  )
  writeFileSync(
    path.join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: 'pack-check-app',
        private: true,
        type: 'module',
        dependencies: {
          ...tarballSpecs,
          react: versions.react,
          'react-dom': versions['react-dom'],
          'react-router': versions['react-router'],
        },
        devDependencies: {
          '@react-router/dev': versions['@react-router/dev'],
          '@types/node': versions['@types/node'],
          '@types/react': versions['@types/react'],
          '@types/react-dom': versions['@types/react-dom'],
          '@vitejs/plugin-react': versions['@vitejs/plugin-react'],
          typescript: versions.typescript,
          vite: versions.vite,
        },
        // Each tarball names its @forecourt dependencies by version; they are not on a registry,
        // so every one of them resolves to the tarball packed above.
        overrides: Object.fromEntries(Object.keys(tarballs).map((name) => [name, `$${name}`])),
      },
      null,
      2,
    )}\n`,
  )

  await timedAsync('npm install the tarballs into a scratch Vite app', async () => {
    // Our packages are installed afresh from the new tarballs; the lockfile keeps every other
    // package where the last run resolved it, less our tarballs' integrity (new on every pack).
    forgetPackedIntegrity(path.join(app, 'package-lock.json'))
    rmSync(path.join(app, 'node_modules', '@forecourt'), { recursive: true, force: true })
    const { status, output } = await spawnAsync(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      { cwd: app },
    )
    if (status !== 0) throw new Error(`${output}\nnpm install failed`)
  })
  for (const line of await attwChecked) console.log(line)

  const entries = []
  for (const { manifest } of packages) {
    const installed = path.join(app, 'node_modules', manifest.name)
    entries.push(...publicEntries(readJson(path.join(installed, 'package.json')), installed))
  }
  const scripts = entries.filter((entry) => entry.kind === 'script')
  const styles = entries.filter((entry) => entry.kind === 'style')
  // One namespace import per entry, each used, so neither tsc nor the bundler can drop one.
  writeFileSync(
    path.join(app, 'src', 'entries.ts'),
    [
      '// Generated by tooling/pack-check: every public script entry of every versioned package.',
      ...scripts.map((entry, index) => `import * as entry${index} from '${entry.specifier}'`),
      '',
      `export const entries: Record<string, object> = {`,
      ...scripts.map((entry, index) => `  '${entry.specifier}': entry${index},`),
      '}',
      '',
    ].join('\n'),
  )
  writeFileSync(
    path.join(app, 'src', 'main.ts'),
    [
      ...styles.map((entry) => `import '${entry.specifier}'`),
      `import { entries } from './entries'`,
      '',
      'for (const [specifier, entry] of Object.entries(entries)) {',
      '  if (Object.keys(entry).length === 0) throw new Error(`${specifier} exports nothing`)',
      '}',
      `console.log(\`pack-check: loaded \${Object.keys(entries).length} entries\`)`,
      '',
    ].join('\n'),
  )
  writeFileSync(
    path.join(app, 'vite.config.ts'),
    [
      "import react from '@vitejs/plugin-react'",
      "import { defineConfig } from 'vite'",
      'export default defineConfig({',
      '  plugins: [react()],',
      // The Node build bundles our packages (their JS imports stylesheets, which only a bundler
      // takes) and leaves every third-party dependency to Node's own resolution.
      '  ssr: { noExternal: [/^@forecourt\\//] },',
      '  logLevel: "warn",',
      '})',
      '',
    ].join('\n'),
  )
  // A consumer's strict settings, with skipLibCheck off so our .d.ts files are checked too, and
  // no ambient `*.css` module (no vite/client types): a declaration must not need one.
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2023',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noUncheckedSideEffectImports: true,
          skipLibCheck: false,
          noEmit: true,
          incremental: true,
          tsBuildInfoFile: '.tsbuildinfo',
          types: ['node'],
        },
        files: ['src/entries.ts'],
      },
      null,
      2,
    )}\n`,
  )

  const browserOnly = scripts.filter((entry) => !entry.serverOnly)
  timed(`vite build for the browser (${styles.length} stylesheets, ${browserOnly.length} entries)`, () => {
    // Server-only entries (the Node server, React Router's route config and route modules, whose
    // loaders React Router's plugin strips from a browser build) are built for Node below.
    writeFileSync(
      path.join(app, 'src', 'browser.ts'),
      [
        ...styles.map((entry) => `import '${entry.specifier}'`),
        ...browserOnly.map((entry, index) => `import * as entry${index} from '${entry.specifier}'`),
        `console.log([${browserOnly.map((_, index) => `entry${index}`).join(', ')}].length)`,
        '',
      ].join('\n'),
    )
    writeFileSync(
      path.join(app, 'index.html'),
      '<!doctype html><script type="module" src="/src/browser.ts"></script>\n',
    )
    run(path.join(app, 'node_modules', '.bin', 'vite'), ['build', '--outDir', 'dist/client'], { cwd: app })
  })
  timed(`vite build for Node and load it (${scripts.length} entries)`, () => {
    run(
      path.join(app, 'node_modules', '.bin', 'vite'),
      ['build', '--ssr', 'src/main.ts', '--outDir', 'dist/server'],
      { cwd: app },
    )
    run(process.execPath, [path.join(app, 'dist', 'server', 'main.js')], { cwd: app })
  })
  timed('strict tsc (skipLibCheck off) over every entry', () => {
    const result = spawnSync(
      path.join(app, 'node_modules', '.bin', 'tsc'),
      ['-p', 'tsconfig.json', '--pretty', 'false'],
      { cwd: app, encoding: 'utf8' },
    )
    if (result.error) throw result.error
    const errors = result.stdout.split('\n').filter((line) => /error TS\d+/.test(line))
    // Errors in a third party's declarations are theirs (instantsearch.js's geo-search types need
    // @types/google.maps); they are counted, and only errors in our packages or the app fail.
    const ours = errors.filter(
      (line) => !line.startsWith('node_modules/') || line.startsWith('node_modules/@forecourt/'),
    )
    const theirs = errors.length - ours.length
    if (theirs > 0)
      console.log(`  ${theirs} errors in third-party declarations, not ours (${thirdPartyFiles(errors)})`)
    if (ours.length > 0 || (result.status !== 0 && errors.length === 0)) {
      console.error(ours.join('\n') || result.stdout || result.stderr)
      throw new Error(`strict tsc: ${ours.length} errors in our declarations or the entries`)
    }
  })
  console.log(
    `\npack-check: ${Object.keys(tarballs).length} packages, ${scripts.length} script entries and ${styles.length} stylesheets installed outside the workspace, built and type-checked`,
  )
} catch (error) {
  failed = true
  console.error(`\n✘ pack-check: ${error.message}\n  scratch app: ${app}`)
} finally {
  for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${title}`)
}
process.exit(failed ? 1 : 0)
