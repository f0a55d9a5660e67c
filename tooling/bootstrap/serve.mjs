// `npm start`'s last step: serves the platform and every template app from their production
// builds, then prints where each demo dealer site is served. Ctrl+C stops them all.
import { existsSync } from 'node:fs'
import path from 'node:path'
import {
  appServer,
  mailCatcherServer,
  platformServer,
  repoRoot,
  serviceToken,
  startServer,
  stopServer,
} from '../e2e/servers.js'
import { addedTemplateApps } from '../e2e/template-app-manifest.js'

const APP_PORTS = { cars: 3000, trucks: 3001, motorcycles: 3002, rvs: 3003, subscriptions: 3004 }
const platformPort = Number(process.env.PLATFORM_PORT ?? 4000)
const appPorts = Object.fromEntries(
  Object.entries(APP_PORTS)
    .filter(([app]) => existsSync(path.join(repoRoot, `apps/${app}/build/server/index.js`)))
    .map(([app, port]) => [app, Number(process.env[`${app.toUpperCase()}_PORT`] ?? port)]),
)
// Apps made with `pnpm gen template` serve their family's sites on a port of their own (their
// package.json's, or <NAME>_PORT: OUTBACK_TRUCKS_PORT for apps/outback-trucks).
const addedApps = addedTemplateApps()
  .filter(({ app }) => existsSync(path.join(repoRoot, `apps/${app}/build/server/index.js`)))
  .map(({ app, template, port }) => {
    const variable = `${app.toUpperCase().replaceAll('-', '_')}_PORT`
    return { app, template, port: Number(process.env[variable] ?? port) }
  })

const children = []
async function shutdown(code = 0) {
  await Promise.all(children.map((child) => stopServer(child)))
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

// The dealer's inbox for the demo (issue 13): every lead e-mail (with its ADF/XML) and every
// sign-in code "texted" lands here. SMTP_URL points the platform at a real server instead.
const catcher = mailCatcherServer({
  webPort: Number(process.env.MAIL_CATCHER_PORT ?? 1080),
  smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025),
})
if (!process.env.SMTP_URL) {
  children.push(await startServer(catcher))
  console.log(`mail      ${catcher.webUrl}  (the dealers' lead e-mails and sign-in codes; API /api/email)`)
}

const platform = platformServer({
  port: platformPort,
  dataDir: process.env.PGLITE_DATA_DIR ?? path.join(repoRoot, 'apps/platform/.data/pglite'),
  appPorts,
  smtpUrl: process.env.SMTP_URL ?? catcher.smtpUrl,
})
// A real SMTP server or SMS provider from the environment wins over the catcher.
if (process.env.SMTP_URL && !process.env.SMS_PROVIDER) delete platform.env.SMS_PROVIDER
for (const name of [
  'SMS_PROVIDER',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_FROM',
  'LEAD_MAIL_FROM',
]) {
  if (process.env[name]) platform.env[name] = process.env[name]
}
if (process.env.DATABASE_URL) platform.env.DATABASE_URL = process.env.DATABASE_URL
children.push(await startServer(platform))
// The platform answers health checks while it migrates and builds its search index; the apps start
// once it is ready, so their first pages are not the platform's 503 `starting`.
await platformReady(`http://127.0.0.1:${platformPort}/health/ready`)
console.log(`platform  http://127.0.0.1:${platformPort}  (API /v1, health /health/live, /health/ready)`)

for (const [app, port] of [...Object.entries(appPorts), ...addedApps.map(({ app, port }) => [app, port])]) {
  const server = appServer({ app, port, platformPort })
  delete server.env.HOST // listen on every interface, as a developer expects of `npm start`
  children.push(await startServer(server))
}

const { sites } = await (await fetch(`http://127.0.0.1:${platformPort}/v1/sites`)).json()
console.log('\nDemo dealer sites:')
for (const site of sites) {
  const served = site.template in appPorts ? site.url : `${site.url}  (no ${site.template} app built yet)`
  console.log(`  ${site.name.padEnd(28)} ${site.region}  ${site.template.padEnd(13)} ${served}`)
  for (const added of addedApps.filter(({ template }) => template === site.template)) {
    console.log(`  ${''.padEnd(28)}     ${added.app.padEnd(13)} http://${site.slug}.localhost:${added.port}`)
  }
}
console.log(
  `\nDealer API: curl -H 'Authorization: Bearer demo-dealer-coastal-motors' http://127.0.0.1:${platformPort}/v1/dealer/leads`,
)
console.log('\nPlain http://localhost:3000 shows the default site. Ctrl+C stops everything.')
// An app started by hand (`pnpm --filter @forecourt/cars dev`) needs the same credential for /v1.
console.log(`An app of your own against this platform: PLATFORM_SERVICE_TOKEN=${serviceToken()}`)

for (const child of children) {
  child.on('exit', (code) => {
    console.error(`a server exited (${code}); stopping the rest`)
    shutdown(1)
  })
}

async function platformReady(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const answer = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => null)
    if (answer?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  console.error(`${url} did not answer 200 within ${timeoutMs} ms`)
  await shutdown(1)
}
