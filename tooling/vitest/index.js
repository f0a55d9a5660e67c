// Shared Vitest settings: tests beside the code, node by default, coverage where a package asks.
import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { configDefaults } from 'vitest/config'

/** @param {import('./index.d.ts').VitestOptions} [options] */
export function vitestConfig(options = {}) {
  const include = options.include ?? ['src/**/*.test.{ts,tsx}']
  /** @type {Record<string, unknown>} */
  const test = {
    ...(options.shareModules ? sharedModuleGraph(include) : { include }),
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

/**
 * Test files run one after another in one module graph per worker (`isolate: false`), so a file
 * no longer imports the package and its dependencies again — most of a run's time (measured alone:
 * domain 25 → 6 s, storefront 52 → 16 s, ui's unit tests 70 → 10 s, platform on PGlite 201 →
 * 117 s). A file that replaces a module with `vi.mock` keeps a graph of its own, in a second
 * project: a mock cannot replace a module the shared graph has already loaded. Projects extend
 * this config and Vitest joins their include lists to its own, so then each names its files.
 */
function sharedModuleGraph(include) {
  const mocking = globSync(include, { cwd: process.cwd(), withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)))
    .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('))
  if (mocking.length === 0) return { include, isolate: false }
  const exclude = [...configDefaults.exclude, ...mocking]
  return {
    projects: [
      { extends: true, test: { name: 'shared', include, exclude, isolate: false } },
      { extends: true, test: { name: 'module mocks', include: mocking } },
    ],
  }
}
