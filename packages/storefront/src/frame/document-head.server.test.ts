import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { paintFirstHead, paintFirstHeadStream } from './document-head.server.js'

const runtime = new Set(['/assets/entry.client.js', '/assets/react-dom.js'])
const meta = '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>'
const css = '<link rel="stylesheet" href="/assets/style.css"/>'
const preload = (name: string) => `<link rel="modulepreload" href="/assets/${name}.js"/>`
const image = '<link rel="preload" as="image" href="/images/cars/5/1.svg" fetchPriority="high"/>'

describe('paintFirstHead', () => {
  it.each([
    {
      case: 'stylesheet after React’s hoisted preloads moves before them; route chunks go',
      head: `<head>${meta}${image}${preload('entry.client')}${preload('react-dom')}${preload('root')}<title>Cars</title>${css}</head>`,
      expected: `<head>${meta}${css}${image}${preload('entry.client')}${preload('react-dom')}<title>Cars</title></head>`,
    },
    {
      case: 'no preloads at all: the stylesheet still leads the links',
      head: `<head>${meta}<link rel="icon" href="/logo.svg"/>${css}</head>`,
      expected: `<head>${meta}${css}<link rel="icon" href="/logo.svg"/></head>`,
    },
    {
      case: 'no other link: the stylesheet stays in the head',
      head: `<head>${meta}<title>Cars</title>${css}</head>`,
      expected: `<head>${meta}<title>Cars</title>${css}</head>`,
    },
    {
      case: 'no stylesheet (an error page): only the route chunks go',
      head: `<head>${meta}${preload('entry.client')}${preload('home')}</head>`,
      expected: `<head>${meta}${preload('entry.client')}</head>`,
    },
    {
      case: 'a stylesheet with a CSP nonce written before its rel still leads the links',
      head: `<head>${meta}${image}<link nonce="n" rel="stylesheet" href="/assets/style.css"/></head>`,
      expected: `<head>${meta}<link nonce="n" rel="stylesheet" href="/assets/style.css"/>${image}</head>`,
    },
    {
      case: 'a preload with more attributes is kept or dropped by its href alone',
      head: `<head><link rel="modulepreload" href="/assets/react-dom.js" nonce="n"/><link rel="modulepreload" href="/assets/x.js" nonce="n"/></head>`,
      expected: `<head><link rel="modulepreload" href="/assets/react-dom.js" nonce="n"/></head>`,
    },
  ])('$case', ({ head, expected }) => {
    expect(paintFirstHead(head, runtime)).toBe(expected)
  })
})

describe('paintFirstHeadStream', () => {
  const page = `<!DOCTYPE html><html><head>${meta}${preload('home')}${css}</head><body><p>Ōtautahi — 4×4 utes</p></body></html>`
  const expected = `<!DOCTYPE html><html><head>${meta}${css}</head><body><p>Ōtautahi — 4×4 utes</p></body></html>`

  it('rewrites the head whatever the chunk boundaries, even inside a multi-byte character', async () => {
    const bytes = Buffer.from(page)
    for (const size of [1, 3, 7, 64, bytes.length]) {
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
        bytes.subarray(i * size, (i + 1) * size),
      )
      expect(await text(Readable.from(chunks).pipe(paintFirstHeadStream(runtime)))).toBe(expected)
    }
  })

  it('passes a document without a head through unchanged', async () => {
    const fragment = '<p>no head here</p>'
    expect(await text(Readable.from([Buffer.from(fragment)]).pipe(paintFirstHeadStream(runtime)))).toBe(
      fragment,
    )
  })
})
