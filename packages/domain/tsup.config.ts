import { defineConfig } from 'tsup'

// Unbundled: one JS file per source file, so with `sideEffects: false` an app's bundler keeps only
// the modules a page uses — a page that formats a price does not also build every zod schema.
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  bundle: false,
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'es2023',
})
