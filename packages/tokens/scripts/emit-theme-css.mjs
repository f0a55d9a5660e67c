// Writes dist/theme.css from the built tokens, so the CSS and the typed tokens cannot drift.
import { writeFileSync } from 'node:fs'
import { themeStylesheet } from '../dist/index.js'

writeFileSync(new URL('../dist/theme.css', import.meta.url), themeStylesheet())
console.log('tokens: wrote dist/theme.css')
