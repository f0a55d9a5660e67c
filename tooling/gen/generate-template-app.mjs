// `pnpm gen template <name> --family <family>`: checks the request against the workspace, picks the
// app's port, writes apps/<name> and its pnpm-lock.yaml entry. Installing and building it are the
// usual `pnpm install` and `pnpm build`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { TEMPLATES } from '@forecourt/domain'
import { addedTemplateApps, FIRST_ADDED_APP_PORT, repoRoot } from '@forecourt/e2e-config'
import { FAMILY_DEMO_SITES } from './family-demo-sites.mjs'
import { withImporterCopied } from './lockfile-importer.mjs'
import { templateAppFiles } from './template-app-files.mjs'

/** A folder and package name: lower-case words joined by hyphens, starting with a letter. */
const APP_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/

/** A request the generator refuses, with what to change; the command prints it with its usage. */
export class GenerateRequestError extends Error {}

/**
 * Writes the app `name` of `family` under `root`/apps and returns its folder and manifest. `site`
 * is the family's demo site the e2e suite opens (the family's usual one when absent).
 */
export function generateTemplateApp({ name, family, site, root = repoRoot }) {
  if (!APP_NAME.test(name ?? '')) {
    throw new GenerateRequestError(
      `the app's name must be lower-case words joined by hyphens (outback-trucks), got "${name ?? ''}"`,
    )
  }
  if (!TEMPLATES.includes(family)) {
    throw new GenerateRequestError(`--family must be one of ${TEMPLATES.join(', ')}, got "${family ?? ''}"`)
  }
  const appsDirectory = path.join(root, 'apps')
  const directory = path.join(appsDirectory, name)
  if (existsSync(directory)) throw new GenerateRequestError(`apps/${name} already exists`)

  const familyPackage = JSON.parse(readFileSync(path.join(appsDirectory, family, 'package.json'), 'utf8'))
  const manifest = {
    template: family,
    port: nextAddedAppPort(appsDirectory),
    site: site ?? FAMILY_DEMO_SITES[family],
  }
  for (const [file, text] of Object.entries(templateAppFiles({ name, ...manifest, familyPackage }))) {
    mkdirSync(path.dirname(path.join(directory, file)), { recursive: true })
    writeFileSync(path.join(directory, file), text)
  }
  const lockfile = path.join(root, 'pnpm-lock.yaml')
  writeFileSync(
    lockfile,
    withImporterCopied(readFileSync(lockfile, 'utf8'), { from: `apps/${family}`, to: `apps/${name}` }),
  )
  return { directory, manifest }
}

/** Past it, an app's e2e ports would reach the platform's 4000 (template-app-manifest.js). */
const LAST_ADDED_APP_PORT = 3089

/** One past the highest port an added app already has, so `npm start` serves them side by side. */
function nextAddedAppPort(appsDirectory) {
  const taken = addedTemplateApps(appsDirectory).map(({ port }) => port)
  const port = Math.max(FIRST_ADDED_APP_PORT - 1, ...taken) + 1
  if (port > LAST_ADDED_APP_PORT) {
    throw new GenerateRequestError(
      `no port is left for another app (added apps use 3005–${LAST_ADDED_APP_PORT})`,
    )
  }
  return port
}
