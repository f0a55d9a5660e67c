// The Vite plugin a template app adds next to React Router's: what the kit's browser bundle leaves
// out (issue 18, first-load JavaScript).
//
// `qs` (with object-inspect, get-intrinsic and the side-channel packages, about 14 kB gzip on the
// search page) is imported by InstantSearch's history router only, which InstantSearch builds as
// the default when it is given no router. The search pages always give it theirs, over React
// Router's location (@forecourt/search createSearchRouting), so the history router never runs in
// the browser: the client build resolves `qs` to a module that says so if it ever did. The server
// build keeps the real one.
//
// The client build's text files are also written precompressed (precompressed-assets.ts).
import { fileURLToPath } from 'node:url'
import { type PrecompressingPlugin, precompressedAssets } from './precompressed-assets.js'

const QS_UNUSED = fileURLToPath(new URL('./qs-unused.js', import.meta.url))

/** Vite's plugin shape, as much of it as this plugin uses (the kit does not depend on Vite). */
interface ResolvingPlugin {
  name: string
  enforce: 'pre'
  resolveId(this: { environment?: { name: string } }, source: string): string | null
}

export function storefrontBundle(): [ResolvingPlugin, PrecompressingPlugin] {
  return [
    {
      name: 'forecourt:storefront-bundle',
      enforce: 'pre',
      resolveId(source) {
        if (source === 'qs' && this.environment?.name === 'client') return QS_UNUSED
        return null
      },
    },
    precompressedAssets(),
  ]
}
