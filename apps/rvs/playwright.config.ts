import { templateAppE2EConfig } from '@forecourt/e2e-config'
import { defineConfig, devices } from '@playwright/test'

export default defineConfig(
  templateAppE2EConfig({ app: 'rvs', appDirectory: import.meta.dirname, site: 'open-road-rvs', devices }),
)
