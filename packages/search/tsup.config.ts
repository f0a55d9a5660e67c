import { defineConfig } from 'tsup'

export default defineConfig({
  // The core (URL <-> state, routing) is framework-free; React widgets are their own entry, and the
  // search box of every page its own again, so those pages never load InstantSearch; the deferred
  // box (a plain form until approached) is its own so a page's first load holds no combobox.
  entry: {
    index: 'src/index.ts',
    'react/index': 'src/react/index.ts',
    'react/site-search-box': 'src/react/SiteSearchBox.tsx',
    'react/deferred-search-box': 'src/react/DeferredSearchBox.tsx',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2023',
})
