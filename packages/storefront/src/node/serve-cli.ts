#!/usr/bin/env node
// Before anything imports React: its production build is chosen by NODE_ENV when first loaded.
process.env.NODE_ENV ??= 'production'
const { serveStorefront } = await import('./serve.js')

await serveStorefront({
  buildPath: process.argv[2] ?? 'build/server/index.js',
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST,
}).catch((error: unknown) => {
  console.error(`[storefront] could not start: ${(error as Error).message}`)
  process.exit(1)
})
