import { storefrontBundle } from '@forecourt/storefront/vite'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  // storefrontBundle: what the kit's browser bundle leaves out, and its files precompressed (issue 18).
  plugins: [reactRouter(), storefrontBundle()],
  // One stylesheet for the whole site (~9 kB gzip): per-component CSS made a page wait on a dozen
  // render-blocking requests, which cost first paint far more than the bytes it saved.
  build: { cssCodeSplit: false },
})
