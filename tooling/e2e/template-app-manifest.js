// A template app added to the five families' own (one `pnpm gen template` made) says in its
// package.json, under "forecourt", which family it serves, its `npm start` port and its demo site.
// `npm start` and the e2e settings read it there, so adding an app edits no shared file.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from './servers.js'

/** The `npm start` port of the first added app: the five families have 3000–3004. */
export const FIRST_ADDED_APP_PORT = 3005

const appsDirectory = path.join(repoRoot, 'apps')

/**
 * The "forecourt" field of `apps/<app>/package.json` — `{ template, port, site }` — or undefined
 * for an app without one (the five families' apps, the platform, a folder that is no app).
 */
export function templateAppManifest(app, directory = appsDirectory) {
  const file = path.join(directory, app, 'package.json')
  if (!existsSync(file)) return undefined
  return JSON.parse(readFileSync(file, 'utf8')).forecourt
}

/** Every added app under `apps/`, with its manifest, in folder order. */
export function addedTemplateApps(directory = appsDirectory) {
  return readdirSync(directory)
    .sort()
    .flatMap((app) => {
      const manifest = templateAppManifest(app, directory)
      return manifest ? [{ app, ...manifest }] : []
    })
}

/**
 * An added app's end-to-end ports, derived from its `npm start` port the way the five families'
 * are (3000 → 3100/4100, 3001 → 3110/4110, …): each app owns a block of ten, for specs that start
 * servers of their own beside the run's.
 */
export function addedAppE2EPorts(port) {
  const offset = 10 * (port - 3000)
  return { app: 3100 + offset, platform: 4100 + offset }
}
