import { describe, expect, it } from 'vitest'
import { boundedBody } from './bounded-body.js'

const megabyte = new Uint8Array(1024 * 1024)

/** A body streamed in `count` chunks of 1 MB; `cancelled` says whether the reader gave up on it. */
function streamed(count: number) {
  const state = { sent: 0, cancelled: false }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent++ < count) controller.enqueue(megabyte)
      else controller.close()
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { body, state }
}

const posting = (body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request('http://site.localhost/contact', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)

describe('boundedBody', () => {
  it('passes a request without a body as it is', async () => {
    const request = new Request('http://site.localhost/')
    expect(await boundedBody(request, 10)).toEqual({ ok: true, request })
  })

  it('holds a body within the cap for the action to read as usual', async () => {
    const result = await boundedBody(posting('name=Kate&message=hello'), 23)
    expect(result.ok && (await result.request.text())).toBe('name=Kate&message=hello')
  })

  it('refuses a declared length over the cap, after reading the body to its end', async () => {
    expect(await boundedBody(posting('x'.repeat(11), { 'content-length': '11' }), 10)).toEqual({
      ok: false,
      drained: true,
    })
  })

  it('refuses a streamed body once it passes the cap, whatever its declared length', async () => {
    const { body, state } = streamed(3)
    expect(await boundedBody(posting(body), 1024)).toEqual({ ok: false, drained: true })
    expect(state.cancelled).toBe(false)
  })

  it('gives up reading past the drain limit: that client gets its answer on a closing connection', async () => {
    const { body, state } = streamed(40)
    expect(await boundedBody(posting(body), 1024)).toEqual({ ok: false, drained: false })
    expect(state.cancelled).toBe(true)
    expect(state.sent).toBeLessThan(40)
  })
})
