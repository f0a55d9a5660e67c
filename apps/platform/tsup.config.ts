import { defineConfig } from 'tsup'

// A service, not a library: no declarations. Dependencies (including @forecourt/domain's built
// dist) stay external so PGlite finds its WASM files beside its own module.
export default defineConfig({
  entry: ['src/server.ts', 'src/cli.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  clean: true,
  sourcemap: true,
})
