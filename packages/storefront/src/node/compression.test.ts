import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressedResponse, encodingFor } from './compression.js'

describe('encodingFor', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1.0', 'gzip'],
    ['deflate', null],
    [null, null],
  ])('%s → %s', (accept, expected) => {
    expect(encodingFor(accept)).toBe(expected)
  })
})

const page = '<!DOCTYPE html><html><body>' + 'Coastal Motors '.repeat(200) + '</body></html>'
const answer = (type: string, body: string | null = page) =>
  new Response(body, { headers: { 'content-type': type, 'content-length': String(body?.length ?? 0) } })
const asking = (accept: string) =>
  new Request('http://site.localhost/', { headers: { 'accept-encoding': accept } })

describe('compressedResponse', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses a page with %s, which decodes to the same page', async (encoding, decode) => {
    const response = compressedResponse(asking(encoding), answer('text/html; charset=utf-8'))
    expect(response.headers.get('content-encoding')).toBe(encoding)
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBeLessThan(page.length / 4)
    expect(decode(bytes).toString()).toBe(page)
  })

  it.each([
    ['an image', answer('image/png', 'png')],
    ['an empty answer', new Response(null, { status: 204 })],
    [
      'an answer already encoded',
      new Response(page, { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } }),
    ],
  ])('leaves %s as it is', (_label, response) => {
    expect(compressedResponse(asking('br'), response)).toBe(response)
  })

  it('sends a page plain to a client that accepts no encoding, marked as varying', async () => {
    const response = compressedResponse(asking('identity'), answer('text/html'))
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.text()).toBe(page)
  })
})
