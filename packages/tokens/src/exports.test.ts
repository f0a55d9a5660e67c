import { describe, expect, it } from 'vitest'
import packageJson from '../package.json' with { type: 'json' }
import * as tokens from './index.js'

// The public surface on purpose: adding or removing a runtime export must change this list in
// review. Knip (knip.jsonc) reports a public name that nothing uses unless it is tagged @public.
const PUBLIC_RUNTIME_EXPORTS = [
  'baseTheme',
  'cssVar',
  'resolveTheme',
  'themeNames',
  'themeStylesheet',
  'themeToCss',
  'themes',
]

describe('@forecourt/tokens public surface', () => {
  it('exports exactly the pinned names', () => {
    expect(Object.keys(tokens).sort()).toEqual(PUBLIC_RUNTIME_EXPORTS)
  })

  // The contrast checks run in this package's tests, and the CSS writer's steps are its own.
  it.each([
    'contrastRatio',
    'AA_MINIMUM',
    'contrastPairs',
    'parseHex',
    'relativeLuminance',
    'themeToDeclarations',
  ])('keeps the internal %s hidden', (name) => {
    expect(name in tokens).toBe(false)
  })

  it('exposes the typed tokens, the generated theme.css and package.json', () => {
    expect(Object.keys(packageJson.exports)).toEqual(['.', './theme.css', './package.json'])
  })

  it('has no runtime dependencies', () => {
    expect('dependencies' in packageJson).toBe(false)
  })
})
