import type { ThemeOverride } from './base-theme.js'

/** `surfaceMuted` → `surface-muted`, `2xl` stays `2xl`. */
function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/**
 * Flattens tokens into custom-property declarations: `color.brandText` → `--fc-color-brand-text`.
 * `colorScheme` becomes the real `color-scheme` property so form controls and scrollbars follow
 * a dark theme.
 */
function themeToDeclarations(tokens: ThemeOverride): [property: string, value: string][] {
  const declarations: [string, string][] = []
  const walk = (node: Record<string, unknown>, path: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'object' && value !== null) {
        walk(value as Record<string, unknown>, [...path, kebab(key)])
      } else if (path.length === 0 && key === 'colorScheme') {
        declarations.push(['color-scheme', String(value)])
      } else {
        declarations.push([`--fc-${[...path, kebab(key)].join('-')}`, String(value)])
      }
    }
  }
  walk(tokens as Record<string, unknown>, [])
  return declarations
}

/** @public One CSS rule setting the theme's tokens on `selector` (README "Use": a themed preview). */
export function themeToCss(tokens: ThemeOverride, selector: string): string {
  const body = themeToDeclarations(tokens)
    .map(([property, value]) => `  ${property}: ${value};`)
    .join('\n')
  return `${selector} {\n${body}\n}\n`
}

/** @public The custom property a token path names: `cssVar('color', 'brand')` → `var(--fc-color-brand)`. */
export function cssVar(...path: string[]): string {
  return `var(--fc-${path.map(kebab).join('-')})`
}
