import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2023',
  // The app bundles one copy of each: workspace packages, React and the libraries stay imports.
  external: [/^@forecourt\//, /^@tanstack\//, 'react', 'react-dom', /^react-aria-components/, /^zod/],
})
