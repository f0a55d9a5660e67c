import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompressedAssets } from './precompressed-assets.js'

function written(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompressed-'))
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content)
  return dir
}

describe('precompressedAssets', () => {
  const plugin = precompressedAssets()
  const script = `export const cars = ${JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Car ${id}` })))}`

  it('writes .br and .gz copies that decompress to the file as written', async () => {
    const dir = written({ 'app.js': script, 'style.css': `.a{color:red}\n`.repeat(200) })
    await plugin.writeBundle({ dir }, { 'app.js': {}, 'style.css': {} })
    for (const name of ['app.js', 'style.css']) {
      const original = readFileSync(path.join(dir, name))
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`)))).toEqual(original)
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`)))).toEqual(original)
      expect(readFileSync(path.join(dir, `${name}.br`)).byteLength).toBeLessThan(original.byteLength / 4)
    }
  })

  it('leaves files under 1 kB, and images that are compressed already, as they are', async () => {
    const dir = written({ 'tiny.js': 'export {}', 'photo.webp': 'x'.repeat(4096) })
    await plugin.writeBundle({ dir }, { 'tiny.js': {}, 'photo.webp': {} })
    expect(existsSync(path.join(dir, 'tiny.js.br'))).toBe(false)
    expect(existsSync(path.join(dir, 'photo.webp.br'))).toBe(false)
  })

  it("leaves Vite's build manifest alone: the framework removes it after the build", async () => {
    const dir = written({})
    mkdirSync(path.join(dir, '.vite'))
    writeFileSync(path.join(dir, '.vite/manifest.json'), script)
    await plugin.writeBundle({ dir }, { '.vite/manifest.json': {} })
    expect(existsSync(path.join(dir, '.vite/manifest.json.br'))).toBe(false)
    expect(existsSync(path.join(dir, '.vite/manifest.json.gz'))).toBe(false)
  })

  it('runs for the browser build only', () => {
    expect(plugin.applyToEnvironment({ name: 'client' })).toBe(true)
    expect(plugin.applyToEnvironment({ name: 'ssr' })).toBe(false)
  })
})
