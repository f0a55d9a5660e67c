#!/usr/bin/env node
// `pnpm gen template <name> --family <cars|trucks|motorcycles|rvs|subscriptions> [--site <slug>]`
import path from 'node:path'
import { parseArgs } from 'node:util'
import { TEMPLATES } from '@forecourt/domain'
import { GenerateRequestError, generateTemplateApp } from './generate-template-app.mjs'

const USAGE = `usage: pnpm gen template <name> --family <${TEMPLATES.join('|')}> [--site <demo-site-slug>]`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { family: { type: 'string' }, site: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
})
const [kind, name] = positionals
if (values.help || kind !== 'template' || positionals.length !== 2) {
  console.error(USAGE)
  process.exit(values.help ? 0 : 2)
}

try {
  const { directory, manifest } = generateTemplateApp({ name, family: values.family, site: values.site })
  const folder = path.relative(process.cwd(), directory)
  console.log(`Wrote ${folder}: a ${manifest.template} template app (npm start serves it on port ${manifest.port}).

Next:
  pnpm install --offline
  pnpm --filter @forecourt/${name} build
  pnpm --filter @forecourt/${name} e2e      (the shared suite against ${manifest.site})

Then make it yours: app/routes/home.tsx (the home page), app/chrome/ (header and footer),
app/routes/car.tsx (the car page) — apps/README.md walks through each.`)
} catch (error) {
  if (!(error instanceof GenerateRequestError)) throw error
  console.error(`${error.message}\n${USAGE}`)
  process.exit(2)
}
