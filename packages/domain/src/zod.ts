// zod as every schema of the domain imports it. In a browser, zod never compiles a parser with
// `new Function`: the storefront's pages forbid eval (a CSP without 'unsafe-eval'), and zod's probe
// for it, though caught, is reported as a CSP violation on every page that builds a schema (the
// contact and finance pages did). Set before any schema is built, since an ES module runs after the
// modules it imports. On a server, zod keeps compiling its parsers.
import { z } from 'zod'

if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
