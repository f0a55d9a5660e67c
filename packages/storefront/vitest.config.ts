import { vitestConfig } from '@forecourt/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig(vitestConfig({ shareModules: true }))
