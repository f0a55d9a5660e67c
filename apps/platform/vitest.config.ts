import { vitestConfig } from '@forecourt/vitest-config'
import { defineConfig, mergeConfig } from 'vitest/config'

export default defineConfig(
  mergeConfig(vitestConfig({ include: ['src/**/*.test.ts'] }), {
    test: {
      // Against PostgreSQL (PLATFORM_TEST_DATABASE_URL) every DB test file empties the same
      // database, so files must take turns; each in-memory PGlite is private, so they need not.
      fileParallelism: !process.env.PLATFORM_TEST_DATABASE_URL,
    },
  }),
)
