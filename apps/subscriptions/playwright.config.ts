import { templateAppE2EConfig } from '@forecourt/e2e-config'
import { defineConfig, devices } from '@playwright/test'

export default defineConfig(
  templateAppE2EConfig({
    app: 'subscriptions',
    appDirectory: import.meta.dirname,
    site: 'drive-subscriptions',
    devices,
  }),
)
