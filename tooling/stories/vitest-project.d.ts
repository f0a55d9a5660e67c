import type { UserWorkspaceConfig } from 'vitest/config'

export interface StoriesProjectOptions {
  /** The package's stories test file(s), each calling `storyTests` with its stories. */
  include: string[]
  /** Dependencies of the package's stories to pre-bundle besides React, axe and Storybook's. */
  prebundle?: string[]
}

export function storiesProject(options: StoriesProjectOptions): UserWorkspaceConfig
