// Shared Vitest settings: tests beside the code, one worker on these 2-core machines' CI.
/** @param {{ environment?: 'node' | 'happy-dom', coverage?: boolean, include?: string[] }} [options] */
export function vitestConfig(options = {}) {
  return {
    test: {
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      environment: options.environment ?? 'node',
      passWithNoTests: false,
      reporters: process.env.CI ? ['default'] : ['default'],
      coverage: options.coverage
        ? {
            enabled: true,
            provider: 'v8',
            include: ['src/**/*.{ts,tsx}'],
            exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/**/index.ts'],
            reporter: ['text-summary'],
          }
        : undefined,
    },
  }
}
