import { serve } from '@hono/node-server'
import { openDatabase } from './db/open-database.js'
import { createPlatformStore } from './db/platform-store.js'
import { createApp } from './http/create-app.js'
import { templatePortsFromEnv } from './http/served-site-url.js'
import { seedDatabase } from './seed/seed-database.js'

const env = process.env
const port = Number(env.PORT ?? 4000)
// Loopback by default: the platform holds dealer data and is only ever fronted by the apps.
const hostname = env.HOST ?? '127.0.0.1'
const ports = templatePortsFromEnv(env)

const database = await openDatabase()
if (env.PLATFORM_AUTO_SEED === '1') {
  const migrated = await database.migrate()
  console.log(`migrations: ${migrated.applied} applied, ${migrated.total} in total`)
  const seeded = await seedDatabase(database.db)
  console.log(
    seeded.skipped
      ? `already seeded: ${seeded.sites} sites, ${seeded.cars} cars`
      : `seeded ${seeded.sites} sites, ${seeded.cars} cars in ${seeded.ms} ms`,
  )
}

const app = createApp({ store: createPlatformStore(database.db), ports })
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`platform listening on http://${hostname}:${info.port} (${database.description})`)
})

let stopping = false
// PGlite writes its data folder on close; being killed without it risks a dirty data dir.
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: closing`)
  server.close()
  await database.close()
  process.exit(0)
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
