// Copies each component's stylesheet beside its built module: the built JS keeps
// `import './Button.css'`, which the consumer's bundler resolves next to it.
import { copyFileSync, globSync, mkdirSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const files = globSync('src/**/*.css', { cwd: root })
for (const file of files) {
  const target = path.join(root, 'dist', path.relative('src', file))
  mkdirSync(path.dirname(target), { recursive: true })
  copyFileSync(path.join(root, file), target)
}
console.log(`ui: copied ${files.length} stylesheets to dist/`)
