import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Pins the public surface: one subpath per component, each backed by a source file with its
// stylesheet beside it, no root barrel, and internals blocked.

const root = path.resolve(import.meta.dirname, '..')
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, null | string | { types: string; default: string }>
  sideEffects: string[]
}
const components = Object.entries(manifest.exports).filter(
  (entry): entry is [string, { types: string; default: string }] =>
    typeof entry[1] === 'object' && entry[1] !== null,
)

describe('package exports', () => {
  it('has no root barrel and blocks private internals', () => {
    expect(manifest.exports['.']).toBeUndefined()
    expect(manifest.exports['./private/*']).toBeNull()
  })

  it('keeps stylesheets as side effects so bundlers never drop them', () => {
    expect(manifest.sideEffects).toEqual(['*.css'])
  })

  it.each(components)('%s points at a component module with types beside it', (subpath, target) => {
    const source = target.default.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.tsx')
    expect(existsSync(path.join(root, source)), source).toBe(true)
    expect(target.types).toBe(target.default.replace(/\.js$/, '.d.ts'))
    // The subpath is the component's folder, kebab-case (STYLE.md).
    expect(subpath).toBe(`./${path.posix.dirname(target.default.replace(/^\.\/dist\//, ''))}`)
  })
})
