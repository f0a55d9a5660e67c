import type { StorybookConfig } from '@storybook/react-vite'

// The template apps' own blocks, beside ui's Storybook: one place where a reviewer sees every
// family's panels and tiles in each dealer theme.
const config: StorybookConfig = {
  stories: ['../../../apps/*/app/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
}

export default config
