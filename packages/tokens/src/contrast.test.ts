import { describe, expect, it } from 'vitest'
import { AA_MINIMUM, contrastRatio } from './contrast.js'
import { contrastPairs } from './contrast-pairs.js'
import { resolveTheme, themeNames } from './themes.js'

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#fff', '#000', 21],
  ])('%s on %s is %d:1', (foreground, background, expected) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(expected, 2)
  })

  it('rejects notations it cannot measure', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#fff')).toThrow(/Not a hex colour/)
  })
})

// Every text/background pair the components use, in every theme, meets WCAG 2.2 AA.
describe.each(themeNames)('theme %s', (name) => {
  const theme = resolveTheme(name)
  it.each(contrastPairs)('$foreground on $background ($usedBy) meets AA for $kind', (pair) => {
    const ratio = contrastRatio(theme.color[pair.foreground], theme.color[pair.background])
    expect(ratio, `${pair.foreground} on ${pair.background}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
      AA_MINIMUM[pair.kind],
    )
  })
})
