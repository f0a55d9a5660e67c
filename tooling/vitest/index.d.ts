import type { ViteUserConfig } from 'vitest/config'

export interface VitestOptions {
  environment?: 'node' | 'happy-dom'
  coverage?: boolean
  include?: string[]
}

export function vitestConfig(options?: VitestOptions): ViteUserConfig
