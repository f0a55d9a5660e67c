import { defineConfig } from 'tsup'

export default defineConfig({
  // The core (URL <-> state, routing) is framework-free; React widgets are their own entry, and the
  // search box of every page its own again, so those pages never load InstantSearch.
  entry: {
    index: 'src/index.ts',
    'react/index': 'src/react/index.ts',
    'react/site-search-box': 'src/react/SiteSearchBox.tsx',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2023',
})
