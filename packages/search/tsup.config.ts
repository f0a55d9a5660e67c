import { defineConfig } from 'tsup'

export default defineConfig({
  // The core (URL <-> state, routing) is framework-free; React widgets are their own entry.
  entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2023',
})
