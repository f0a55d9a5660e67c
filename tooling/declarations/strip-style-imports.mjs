// `node strip-style-imports.mjs <dir>`: removes stylesheet side-effect imports (`import './Button.css'`)
// from the declaration files under <dir>. tsc keeps every side-effect import in the .d.ts it emits,
// but a declaration describes types, and a consumer's TypeScript has no module for a stylesheet
// unless its own project declares one (Vite's client types do; a plain tsc, Next.js without CSS
// types or Node do not): with skipLibCheck off, each such line is an error in our package, not
// theirs. The built JavaScript keeps its imports, so the consumer's bundler still loads the CSS.
import { globSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const STYLE_IMPORT = /^import\s+(['"])[^'"]+\.css\1;?[ \t]*\r?\n/gm

const directory = process.argv[2]
if (!directory) {
  console.error('usage: node strip-style-imports.mjs <dist directory>')
  process.exit(2)
}
let stripped = 0
for (const file of globSync('**/*.d.ts', { cwd: directory })) {
  const full = path.join(directory, file)
  const source = readFileSync(full, 'utf8')
  const declarations = source.replace(STYLE_IMPORT, () => {
    stripped += 1
    return ''
  })
  if (declarations !== source) writeFileSync(full, declarations)
}
console.log(`${path.basename(process.cwd())}: removed ${stripped} stylesheet imports from declarations`)
