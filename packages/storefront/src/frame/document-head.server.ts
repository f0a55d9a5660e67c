// The document head as the browser should meet it: the site stylesheet before anything else it
// fetches, and module preloads for the framework runtime only. React hoists every route chunk's
// `<link rel="modulepreload">` (about 40 on a page) above the stylesheet, so on HTTP/1.1 the one
// render-blocking file waited behind them for a connection, and Chrome evaluated and hydrated the
// preloaded modules before its first paint. Route chunks still load at once: the module script
// at the end of the body imports them.
import { Transform } from 'node:stream'

// Attributes in any order: with a CSP nonce, React writes `nonce` before `rel`.
const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g
const HREF = /\shref="([^"]*)"/

/**
 * `head` with its stylesheet links moved before its first `<link>` and every module preload
 * dropped whose href is not in `runtime`. Anything else in it is left as it was.
 */
export function paintFirstHead(head: string, runtime: ReadonlySet<string>): string {
  const stylesheets = head.match(STYLESHEET) ?? []
  const rest = head
    .replace(STYLESHEET, '')
    .replace(PRELOAD, (link) => (runtime.has(HREF.exec(link)?.[1] ?? '') ? link : ''))
  const firstLink = rest.indexOf('<link')
  if (stylesheets.length === 0 || firstLink === -1)
    return rest.replace('</head>', `${stylesheets.join('')}</head>`)
  return `${rest.slice(0, firstLink)}${stylesheets.join('')}${rest.slice(firstLink)}`
}

/** A head longer than this is passed through untouched rather than held back. */
const MAX_HEAD_BYTES = 256 * 1024
const HEAD_END = Buffer.from('</head>')

/**
 * A pass-through for the HTML stream that holds the bytes back until `</head>` has gone by,
 * rewrites that part with `paintFirstHead`, then streams the body as it comes. It works on bytes,
 * so a chunk that ends inside a multi-byte character passes through intact.
 */
export function paintFirstHeadStream(runtime: ReadonlySet<string>): Transform {
  let pending: Buffer | null = Buffer.alloc(0)
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (pending === null) return callback(null, chunk)
      pending = Buffer.concat([pending, chunk])
      const end = pending.indexOf(HEAD_END)
      if (end === -1 && pending.length < MAX_HEAD_BYTES) return callback()
      const out =
        end === -1
          ? pending
          : Buffer.concat([
              Buffer.from(
                paintFirstHead(pending.subarray(0, end + HEAD_END.length).toString('utf8'), runtime),
              ),
              pending.subarray(end + HEAD_END.length),
            ])
      pending = null
      callback(null, out)
    },
    flush(callback) {
      callback(null, pending?.length ? pending : null)
    },
  })
}
