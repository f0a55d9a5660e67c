import { templateAppE2EConfig } from '@forecourt/e2e-config'
import { defineConfig, devices } from '@playwright/test'

export default defineConfig(
  templateAppE2EConfig({ app: 'trucks', appDirectory: import.meta.dirname, site: 'big-rig-trucks', devices }),
)
