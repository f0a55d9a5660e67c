import { baseTheme, type Theme, type ThemeOverride } from './base-theme.js'

// Four demo dealer themes. Each is a token override, never a fork of a component (ARCHITECTURE.md
// "Styling"): a site's configuration names one and the storefront sets `data-theme` on a wrapper.
/** @public Every dealer theme's overrides, typed (README "Use"). */
export const themes = {
  base: {},
  /** A performance dealer: deep red, square corners, heavier headings. */
  redline: {
    color: {
      brand: '#a3131c',
      brandHover: '#861018',
      brandPressed: '#690c13',
      brandSubtle: '#fbeaea',
      link: '#a3131c',
      linkHover: '#690c13',
      focusRing: '#1f2937',
      star: '#a3131c',
    },
    radius: { sm: '0', md: '0', lg: '0.125rem', xl: '0.25rem', button: '0' },
    font: { weight: { semibold: '700', bold: '800' } },
  },
  /** A regional ute and 4WD dealer: bush green, warm surfaces. */
  bushland: {
    color: {
      surfaceMuted: '#f4f1ea',
      brand: '#1f5f3a',
      brandHover: '#184d2f',
      brandPressed: '#123a23',
      brandSubtle: '#e7f1ea',
      link: '#1f5f3a',
      linkHover: '#123a23',
      focusRing: '#7c2d12',
      border: '#d6d0c4',
    },
    radius: { sm: '0.125rem', md: '0.25rem', lg: '0.375rem', button: '0.25rem' },
  },
  /** A coastal family dealer: teal, pill buttons, soft shadows. */
  coastal: {
    color: {
      surfaceMuted: '#eef6f7',
      brand: '#0b5f6e',
      brandHover: '#094e5b',
      brandPressed: '#073d47',
      brandSubtle: '#e3f2f4',
      link: '#0b5f6e',
      linkHover: '#073d47',
      focusRing: '#b4235a',
    },
    radius: { sm: '0.5rem', md: '0.75rem', lg: '1rem', xl: '1.25rem', button: '999px' },
    shadow: { md: '0 4px 14px rgba(11, 95, 110, 0.14)' },
  },
  /** A prestige dealer: dark surfaces and a gold accent. */
  midnight: {
    colorScheme: 'dark',
    color: {
      surface: '#0f172a',
      surfaceMuted: '#1e293b',
      surfaceRaised: '#172033',
      surfaceInverse: '#f8fafc',
      text: '#f8fafc',
      textMuted: '#cbd5e1',
      textInverse: '#0f172a',
      border: '#334155',
      borderStrong: '#94a3b8',
      brand: '#fbbf24',
      brandHover: '#fcd34d',
      brandPressed: '#f59e0b',
      brandText: '#0f172a',
      brandSubtle: '#3b2f12',
      link: '#fcd34d',
      linkHover: '#fde68a',
      focusRing: '#fde68a',
      danger: '#f87171',
      dangerHover: '#fca5a5',
      dangerText: '#0f172a',
      dangerSubtle: '#3f1d1d',
      dangerSubtleText: '#fecaca',
      success: '#4ade80',
      successSubtle: '#14301f',
      successSubtleText: '#bbf7d0',
      warning: '#fbbf24',
      warningSubtle: '#3b2f12',
      warningSubtleText: '#fde68a',
      info: '#93c5fd',
      infoSubtle: '#172554',
      infoSubtleText: '#dbeafe',
      star: '#fbbf24',
      starEmpty: '#94a3b8',
      overlay: 'rgba(2, 6, 23, 0.75)',
    },
    shadow: {
      sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
      md: '0 2px 8px rgba(0, 0, 0, 0.5)',
      lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
    },
  },
} as const satisfies Record<string, ThemeOverride>

export type ThemeName = keyof typeof themes

export const themeNames = Object.keys(themes) as ThemeName[]

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function merge(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(override)) {
    const current = result[key]
    result[key] = isRecord(current) && isRecord(value) ? merge(current, value) : value
  }
  return result
}

/** @public The complete token set of a theme: the base with the theme's overrides applied. */
export function resolveTheme(override: ThemeOverride | ThemeName): Theme {
  const values = typeof override === 'string' ? themes[override] : override
  return merge(baseTheme, values as Record<string, unknown>) as Theme
}
