// The typed tokens and themes a consumer reads (README "Use"); the contrast checks and the CSS
// writer's internals stay inside the package, tested there. exports.test.ts pins this list.
export type { Theme, ThemeOverride } from './base-theme.js'
/** @public The typed tokens, as README "Use" shows them; no app reads them from TypeScript yet. */
export { baseTheme } from './base-theme.js'
export { themeStylesheet } from './theme-stylesheet.js'
/** @public */
export { cssVar, themeToCss } from './theme-to-css.js'
/** @public */
export { resolveTheme, type ThemeName, themeNames, themes } from './themes.js'
