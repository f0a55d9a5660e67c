// The client build's text files written beside themselves compressed, once, at build time: `.br`
// (brotli at its best) and `.gz` (gzip at its best). The app server (sirv) sends the one a browser
// accepts; before this, scripts and the stylesheet went out uncompressed — the render-blocking
// stylesheet as 80 kB instead of about 11 kB.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/
/** Below a packet's worth, compressing saves no round trip. */
const MIN_BYTES = 1024

/**
 * Vite's own records (`.vite/manifest.json`): read by the framework at build time, which removes
 * the manifest afterwards, so copies of it would be left behind and never sent.
 */
const isBuildRecord = (name: string) => name.startsWith('.vite/')

/** Vite's plugin shape, as much of it as this plugin uses (the kit does not depend on Vite). */
export interface PrecompressingPlugin {
  name: string
  apply: 'build'
  enforce: 'post'
  applyToEnvironment(environment: { name: string }): boolean
  writeBundle(options: { dir?: string }, bundle: Record<string, unknown>): Promise<void>
}

export function precompressedAssets(): PrecompressingPlugin {
  return {
    name: 'forecourt:precompressed-assets',
    apply: 'build',
    enforce: 'post',
    // The server build is read from disk by Node, never sent.
    applyToEnvironment: (environment) => environment.name === 'client',
    // From the files as written: Vite fills in its preload lists as late as generateBundle, so an
    // earlier copy would differ from the file it stands for.
    async writeBundle(options, bundle) {
      const directory = options.dir
      if (!directory) return
      const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !isBuildRecord(name))
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(directory, name)
          const bytes = await readFile(file)
          if (bytes.byteLength < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
              },
            }),
            gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ])
          if (br.byteLength < bytes.byteLength) await writeFile(`${file}.br`, br)
          if (gz.byteLength < bytes.byteLength) await writeFile(`${file}.gz`, gz)
        }),
      )
    },
  }
}
