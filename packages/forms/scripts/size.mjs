// Prints what showing one lead form adds to a page, gzip-compressed (issue 7: at most 45 kB).
// A page is simulated by an entry; React is left out because every page already ships it.
//   baseline page        — a storefront page without a form: React plus @forecourt/domain, which
//                          every page imports (and with it zod, whose schemas domain builds at load)
//   page with one form   — the same page rendering the enquiry form
// The difference is the form engine and its validation (forms core and binding, TanStack Form,
// the zod/mini checks); a second figure adds the react-aria-components fields it renders.

import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const BUDGET_KB = 45
const root = path.resolve(import.meta.dirname, '..')

const baselineEntry = `
import { availabilityOf, formatPrice } from '@forecourt/domain'
console.log(availabilityOf(window.__car), formatPrice(1, 'AUD'))
`

const entry = `
import { availabilityOf, formatPrice } from '@forecourt/domain'
console.log(availabilityOf(window.__car), formatPrice(1, 'AUD'))
import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { formContextOf, handleLeadPost, LEAD_FORMS } from './src/index.ts'
import { LeadForm } from './src/react/index.ts'
const definition = LEAD_FORMS.enquiry
const context = formContextOf(window.__site, window.__car)
hydrateRoot(document.getElementById('form'), createElement(LeadForm, {
  definition, context, action: '/', clientKey: 'k', storage: localStorage,
  submitStep: (data) => handleLeadPost({ definition, context, data, send: window.__send, newClientKey: () => 'k' }),
}))
`

async function gzipKb(external, contents = entry) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2023',
    write: false,
    external,
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  })
  const code = result.outputFiles[0].contents
  return { raw: code.length / 1024, gzip: gzipSync(code, { level: 9 }).length / 1024 }
}

const react = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']
const fields = ['@forecourt/ui/*', 'react-aria-components', 'react-aria-components/*']
const baseline = await gzipKb(react, baselineEntry)
const engine = await gzipKb([...react, ...fields])
const withFields = await gzipKb(react)
const added = (page) => ({ raw: page.raw - baseline.raw, gzip: page.gzip - baseline.gzip })

const line = (label, { raw, gzip }) =>
  `${label.padEnd(34)} ${gzip.toFixed(1).padStart(6)} kB gzip  (${raw.toFixed(1)} kB minified)`
console.log(line('baseline page (React excluded)', baseline))
console.log(line('added: engine + validation', added(engine)))
console.log(line('added: engine, validation, ui fields', added(withFields)))
const ok = added(engine).gzip <= BUDGET_KB
console.log(`${ok ? 'within' : 'OVER'} the ${BUDGET_KB} kB budget for the form engine and its validation`)
process.exitCode = ok ? 0 : 1
