import type { ViteUserConfig } from 'vitest/config'

export interface VitestOptions {
  environment?: 'node' | 'happy-dom'
  coverage?: boolean
  include?: string[]
  coverageThresholds?: { lines?: number; functions?: number; branches?: number; statements?: number }
  /**
   * Files share one module graph per worker (`isolate: false`), except those that call `vi.mock`.
   * For code whose tests leave no state behind: a shared module's state carries over between files.
   */
  shareModules?: boolean
}

export function vitestConfig(options?: VitestOptions): ViteUserConfig
