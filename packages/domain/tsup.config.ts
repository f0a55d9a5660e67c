import { defineConfig } from 'tsup'
import packageJson from './package.json' with { type: 'json' }

/** The subject entries (`@forecourt/domain/finance`, …), as package.json's `exports` names them. */
const SUBJECTS = Object.keys(packageJson.exports)
  .filter((subpath) => subpath !== '.' && subpath !== './package.json')
  .map((subpath) => subpath.slice(2))

// Unbundled: one JS file per source file, so with `sideEffects: false` an app's bundler keeps only
// the modules a page uses — a page that formats a price does not also build every zod schema.
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  bundle: false,
  format: ['esm'],
  // The declarations follow the `exports` map: the whole surface, and each subject entry.
  dts: {
    entry: {
      index: 'src/index.ts',
      ...Object.fromEntries(SUBJECTS.map((subject) => [`entries/${subject}`, `src/entries/${subject}.ts`])),
    },
  },
  clean: true,
  target: 'es2023',
})
