import { defineConfig } from 'tsup'

// Unbundled: one JS file per source file. Route modules (src/routes) are compiled by the app's
// React Router plugin, which strips server exports (loader, action, middleware) from the client
// build; with one file per module, what a loader imports is never reachable from the browser.
export default defineConfig({
  entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*.d.ts'],
  bundle: false,
  format: ['esm'],
  dts: false,
  clean: true,
  target: 'es2023',
})
