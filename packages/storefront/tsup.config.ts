import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts', 'src/server.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2023',
  // Workspace packages and peers stay imports so the app bundles one copy of each.
  external: [/^@forecourt\//, 'react', 'react-dom', 'react-router', 'react-aria-components', 'zod'],
})
