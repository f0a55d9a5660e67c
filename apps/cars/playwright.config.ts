import { e2eDataDir, templateAppE2EConfig } from '@forecourt/e2e-config'
import { defineConfig, devices } from '@playwright/test'

export const dataDir = (name: string) => e2eDataDir(import.meta.dirname, name)

export default defineConfig(
  templateAppE2EConfig({ app: 'cars', appDirectory: import.meta.dirname, site: 'coastal-motors', devices }),
)
