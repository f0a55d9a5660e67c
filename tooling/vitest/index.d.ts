import type { ViteUserConfig } from 'vitest/config'

export interface VitestOptions {
  environment?: 'node' | 'happy-dom'
  coverage?: boolean
  include?: string[]
  coverageThresholds?: { lines?: number; functions?: number; branches?: number; statements?: number }
}

export function vitestConfig(options?: VitestOptions): ViteUserConfig
