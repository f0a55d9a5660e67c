import { defineConfig } from 'drizzle-kit'

// Only `drizzle-kit generate` reads this: it diffs src/db/schema.ts against migrations/meta and
// writes the next SQL file. Applying migrations is the platform's own `migrate` command.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
})
