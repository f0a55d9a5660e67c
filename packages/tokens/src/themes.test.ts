import { describe, expect, it } from 'vitest'
import { baseTheme } from './base-theme.js'
import { themeStylesheet } from './theme-stylesheet.js'
import { cssVar, themeToCss } from './theme-to-css.js'
import { resolveTheme, themeNames, themes } from './themes.js'

describe('themes', () => {
  it('offers the base and at least four dealer themes', () => {
    expect(themeNames[0]).toBe('base')
    expect(themeNames.length).toBeGreaterThanOrEqual(5)
  })

  it('resolves a dealer theme over the base without losing untouched tokens', () => {
    const redline = resolveTheme('redline')
    expect(redline.color.brand).toBe(themes.redline.color.brand)
    expect(redline.color.text).toBe(baseTheme.color.text)
    expect(redline.space['4']).toBe(baseTheme.space['4'])
  })

  it.each(themeNames)('%s only overrides tokens the base defines', (name) => {
    const base = themeToCss(baseTheme, ':root')
    for (const line of themeToCss(themes[name], 'x').split('\n')) {
      const property = /^\s+(--fc-[\w-]+):/.exec(line)?.[1]
      if (property) expect(base).toContain(`${property}:`)
    }
  })
})

describe('CSS output', () => {
  it('names custom properties after the token path', () => {
    const css = themeToCss(baseTheme, ':root')
    expect(css).toContain(`--fc-color-brand-text: ${baseTheme.color.brandText};`)
    expect(css).toContain(`--fc-font-size-2xl: ${baseTheme.font.size['2xl']};`)
    expect(css).toContain(`--fc-z-index-modal: ${baseTheme.zIndex.modal};`)
    expect(css).toContain('color-scheme: light;')
    expect(cssVar('color', 'surfaceMuted')).toBe('var(--fc-color-surface-muted)')
  })

  it('emits the base on :root and one data-theme block per dealer theme', () => {
    const css = themeStylesheet()
    expect(css).toContain(':root,\n[data-theme="base"] {')
    for (const name of themeNames.filter((theme) => theme !== 'base')) {
      expect(css).toContain(`[data-theme="${name}"] {`)
    }
    expect(css).toMatch(/\[data-theme="midnight"\] \{\n {2}color-scheme: dark;/)
  })
})
