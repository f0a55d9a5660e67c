// Shared Vitest settings: tests beside the code, node by default, coverage where a package asks.
/** @param {import('./index.d.ts').VitestOptions} [options] */
export function vitestConfig(options = {}) {
  /** @type {Record<string, unknown>} */
  const test = {
    include: options.include ?? ['src/**/*.test.{ts,tsx}'],
    environment: options.environment ?? 'node',
    passWithNoTests: false,
  }
  if (options.coverage) {
    test.coverage = {
      enabled: true,
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/**/index.ts'],
      reporter: ['text-summary'],
      thresholds: options.coverageThresholds,
    }
  }
  return { test }
}
