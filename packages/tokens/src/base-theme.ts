// The base theme: every token a component may use. Dealer themes override a subset of it.
// Values are literals (never var() references) so a nested `[data-theme]` wrapper re-themes
// its subtree completely: a custom property that referenced another would be resolved where it
// was declared and would not follow the wrapper's overrides.

/** @public The base theme's typed tokens (README "Use"); no app reads them from TypeScript yet. */
export const baseTheme = {
  colorScheme: 'light',
  color: {
    /** Page and card backgrounds. */
    surface: '#ffffff',
    surfaceMuted: '#f3f4f6',
    surfaceRaised: '#ffffff',
    surfaceInverse: '#111827',
    /** Body text and its quieter variants. */
    text: '#111827',
    textMuted: '#4b5563',
    textInverse: '#ffffff',
    /** Hairlines and the 3:1 border of form controls and cards (WCAG 1.4.11). */
    border: '#d1d5db',
    borderStrong: '#6b7280',
    /** The dealer's brand colour, used for primary actions and links. */
    brand: '#0b4f9c',
    brandHover: '#093f7d',
    brandPressed: '#072f5e',
    brandText: '#ffffff',
    brandSubtle: '#e8f0fb',
    link: '#0b4f9c',
    linkHover: '#072f5e',
    focusRing: '#1d4ed8',
    /** Destructive actions and error alerts. */
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerText: '#ffffff',
    dangerSubtle: '#fdecec',
    dangerSubtleText: '#7f1d1d',
    success: '#166534',
    successSubtle: '#e7f6ec',
    successSubtleText: '#14532d',
    warning: '#92400e',
    warningSubtle: '#fef3c7',
    warningSubtleText: '#78350f',
    info: '#1e40af',
    infoSubtle: '#e8effd',
    infoSubtleText: '#1e3a8a',
    /** Car tags (§2, §4): New, COMING SOON, Reserved, SOLD, Test Drive Only. */
    tagNew: '#166534',
    tagNewText: '#ffffff',
    tagComingSoon: '#1e40af',
    tagComingSoonText: '#ffffff',
    tagReserved: '#92400e',
    tagReservedText: '#ffffff',
    tagSold: '#b91c1c',
    tagSoldText: '#ffffff',
    tagTestDrive: '#5b21b6',
    tagTestDriveText: '#ffffff',
    /** Review stars: a UI graphic, so 3:1 against the surface. */
    star: '#b45309',
    starEmpty: '#6b7280',
    /** Translucent scrim behind modals. */
    overlay: 'rgba(17, 24, 39, 0.6)',
  },
  font: {
    // System fonts only: no web-font download. Story screenshots use a font the harness ships
    // (packages/ui/.storybook/harness-fonts.css), since system fonts differ between machines.
    family: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      '2xl': '1.5rem',
      '3xl': '1.875rem',
      '4xl': '2.25rem',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.2', snug: '1.35', normal: '1.5' },
  },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  /** WCAG 2.2 2.5.8: interactive targets are at least 24×24 CSS px; ours aim at 44 where space allows. */
  size: { targetMin: '24px', control: '2.75rem', controlSm: '2rem' },
  // `button` is separate so a theme can make buttons pills without turning every panel into one.
  radius: {
    none: '0',
    sm: '0.25rem',
    md: '0.5rem',
    lg: '0.75rem',
    xl: '1rem',
    pill: '999px',
    button: '0.5rem',
  },
  shadow: {
    sm: '0 1px 2px rgba(17, 24, 39, 0.08)',
    md: '0 2px 6px rgba(17, 24, 39, 0.1), 0 1px 2px rgba(17, 24, 39, 0.06)',
    lg: '0 12px 32px rgba(17, 24, 39, 0.18)',
  },
  breakpoint: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  zIndex: {
    base: '0',
    raised: '10',
    sticky: '100',
    drawer: '300',
    overlay: '400',
    modal: '500',
    toast: '600',
  },
  motion: {
    duration: { instant: '0ms', fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0, 1)',
      exit: 'cubic-bezier(0.3, 0, 1, 1)',
    },
  },
} as const

type Widen<T> = T extends string ? string : { -readonly [K in keyof T]: Widen<T[K]> }

/** A complete theme: the base theme's shape with any values. */
export type Theme = Widen<typeof baseTheme>

type DeepPartial<T> = T extends string ? T : { [K in keyof T]?: DeepPartial<T[K]> }

/** What a dealer theme changes: any subset of the base theme. */
export type ThemeOverride = DeepPartial<Theme>
