import { vitestConfig } from '@forecourt/vitest-config'
import { defineConfig } from 'vitest/config'

// Issue 3: the package's rules are the product's, so line coverage below 95 % fails the tests.
export default defineConfig(
  vitestConfig({ coverage: true, coverageThresholds: { lines: 95 }, shareModules: true }),
)
