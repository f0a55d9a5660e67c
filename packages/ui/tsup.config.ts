import { defineConfig } from 'tsup'

// Unbundled: one JS file per source file, so a consumer importing `@forecourt/ui/button` pulls
// only Button's module graph, and each component's `import './Button.css'` survives into dist for
// the consumer's bundler (Vite) to process. Declarations come from tsc (see the build script),
// less those imports: tooling/declarations/strip-style-imports.mjs says why.
export default defineConfig({
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.test.{ts,tsx}',
    '!src/**/*.stories.tsx',
    '!src/**/*.d.ts',
    '!src/fixtures/**',
    '!src/test-support/**',
  ],
  bundle: false,
  format: ['esm'],
  dts: false,
  clean: true,
  target: 'es2023',
  sourcemap: false,
})
