import { parseArgs } from 'node:util'
import { eq } from 'drizzle-orm'
import { openDatabase } from './db/open-database.js'
import { dealerTokens, sites } from './db/schema.js'
import { hashDealerToken, newDealerToken } from './dealer/dealer-token.js'
import { DEFAULT_CAR_COUNT } from './seed/generate-demo-data.js'
import { seedDatabase } from './seed/seed-database.js'

const USAGE = `usage: cli.js migrate
       cli.js seed [--cars N] [--seed N] [--force]
       cli.js dealer-token <site-slug>   prints a new dealer API credential (shown once)

  --cars N   cars in total, shared between the demo sites (default ${DEFAULT_CAR_COUNT})
  --seed N   random seed; the same seed always gives the same data (default 1)
  --force    replace existing data instead of skipping a seeded database`

const { positionals, values } = parseArgs({
  // `pnpm db:seed -- --cars 5` forwards the `--` itself; without this the options after it would
  // silently become positionals and be ignored.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  allowPositionals: true,
  options: {
    cars: { type: 'string' },
    seed: { type: 'string' },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})
const command = positionals[0]
if (values.help || (command !== 'migrate' && command !== 'seed' && command !== 'dealer-token')) {
  console.log(USAGE)
  process.exit(values.help ? 0 : 2)
}

function nonNegativeInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0) {
    console.error(`--${name} must be a whole number of 0 or more, got "${value}"`)
    process.exit(2)
  }
  return number
}
const carCount = nonNegativeInteger('cars', values.cars)
const seed = nonNegativeInteger('seed', values.seed)

const database = await openDatabase()
try {
  const migrated = await database.migrate()
  console.log(`${database.description}: ${migrated.applied} migrations applied, ${migrated.total} in total`)
  if (command === 'dealer-token') {
    const slug = positionals[1] ?? ''
    const [site] = await database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug))
    if (!site) {
      console.error(`no site with slug "${slug}"`)
      process.exitCode = 2
    } else {
      // Only the hash is stored: this is the one time the token can be read.
      const token = newDealerToken()
      await database.db
        .insert(dealerTokens)
        .values({ siteId: site.id, tokenHash: hashDealerToken(token), label: 'cli' })
      console.log(`dealer token for ${slug} (store it now; it is not shown again):\n${token}`)
    }
  }
  if (command === 'seed') {
    const result = await seedDatabase(database.db, { cars: carCount, seed, force: values.force })
    console.log(
      result.skipped
        ? `already seeded: ${result.sites} sites, ${result.cars} cars (use --force to replace)`
        : `seeded ${result.sites} sites, ${result.cars} cars in ${result.ms} ms`,
    )
  }
} finally {
  await database.close()
}
