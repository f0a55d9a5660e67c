import { vitestConfig } from '@forecourt/vitest-config'
import { defineConfig, mergeConfig } from 'vitest/config'

export default defineConfig(
  mergeConfig(vitestConfig({ include: ['src/**/*.test.ts'], shareModules: true }), {
    test: {
      // Migrates and seeds template databases once; each test file then gets a private copy
      // (PGlite or PostgreSQL), so files run in parallel on both databases.
      globalSetup: ['./src/db/test-database-templates.ts'],
    },
  }),
)
