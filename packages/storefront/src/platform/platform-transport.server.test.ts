// The one error convention: a value, null for a read that finds nothing, or one of two errors.
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type FakeAnswer, fakePlatformFetch } from '../test-support/fake-platform-fetch.js'
import { PlatformRejectedError, PlatformUnavailableError } from './platform-errors.js'
import { createPlatformTransport, found } from './platform-transport.server.js'
import { withRequestId } from './request-id-scope.server.js'
import { withShopper } from './shopper-scope.server.js'

const Answer = z.object({ ok: z.literal(true) })

function transportAnswering(
  answer: FakeAnswer,
  options: { headers?: Record<string, string>; serviceToken?: string } = {},
) {
  const { fetch, calls } = fakePlatformFetch(() => answer)
  return { call: createPlatformTransport({ baseUrl: 'http://platform.test', fetch, ...options }), calls }
}

describe('the platform transport', () => {
  it('sends the service credential, and the shopper of the request being served with it', async () => {
    const { call, calls } = transportAnswering({ status: 200, body: { ok: true } }, { serviceToken: 'svc' })
    await withShopper('203.0.113.9', () => call({ path: '/v1/x', schema: Answer }))
    await call({ path: '/v1/y', schema: Answer })
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer svc')
    expect(calls[0]?.headers.get('x-forecourt-shopper-address')).toBe('203.0.113.9')
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer svc')
    expect(calls[1]?.headers.get('x-forecourt-shopper-address')).toBeNull()
  })

  it('sends the id of the app request being served, and none outside one', async () => {
    const { call, calls } = transportAnswering({ status: 200, body: { ok: true } }, { serviceToken: '' })
    await withRequestId('app-req-1', () => call({ path: '/v1/x', schema: Answer }))
    await call({ path: '/v1/y', schema: Answer })
    expect(calls[0]?.headers.get('x-request-id')).toBe('app-req-1')
    expect(calls[1]?.headers.get('x-request-id')).toBeNull()
  })

  it('sends no shopper address without a credential to vouch for it', async () => {
    const { call, calls } = transportAnswering({ status: 200, body: { ok: true } }, { serviceToken: '' })
    await withShopper('203.0.113.9', () => call({ path: '/v1/x', schema: Answer }))
    expect(calls[0]?.headers.get('authorization')).toBeNull()
    expect(calls[0]?.headers.get('x-forecourt-shopper-address')).toBeNull()
  })

  it('answers the parsed value with the Set-Cookie lines, sending JSON and the common headers', async () => {
    const { call, calls } = transportAnswering(
      { status: 201, body: { ok: true }, headers: { 'set-cookie': 'session=a; HttpOnly' } },
      { headers: { 'x-common': '1' } },
    )
    const answer = await call({ method: 'POST', path: '/v1/x?y=1', body: { a: 1 }, schema: Answer })
    expect(answer).toEqual({ value: { ok: true }, setCookie: ['session=a; HttpOnly'] })
    expect(calls[0]).toMatchObject({ path: '/v1/x?y=1', method: 'POST', body: { a: 1 } })
    expect(calls[0]?.headers.get('content-type')).toBe('application/json')
    expect(calls[0]?.headers.get('x-common')).toBe('1')
  })

  it('turns a 4xx into PlatformRejectedError with the code, message and first message per field', async () => {
    const { call } = transportAnswering({
      status: 400,
      body: {
        error: {
          code: 'invalid_request',
          message: 'Some parameters are invalid',
          fields: { dealership_id: ['not the dealership of this car', 'second'] },
        },
      },
    })
    const refused = call({ path: '/v1/x', schema: Answer })
    await expect(refused).rejects.toBeInstanceOf(PlatformRejectedError)
    await expect(refused).rejects.toMatchObject({
      status: 400,
      code: 'invalid_request',
      message: 'Some parameters are invalid',
      fields: { dealership_id: 'not the dealership of this car' },
      detail: 'Some parameters are invalid; dealership_id: not the dealership of this car',
    })
  })

  it('names the status when a refusal has no readable reason', async () => {
    await expect(
      transportAnswering({ status: 409, body: 'nope' }).call({ path: '/v1/x', schema: Answer }),
    ).rejects.toMatchObject({
      status: 409,
      code: null,
      message: 'The platform answered 409',
    })
  })

  it.each<[string, FakeAnswer]>([
    ['a network error', new TypeError('fetch failed')],
    ['a 500', { status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } }],
    ['a 503 without a body', { status: 503 }],
    ['an answer that does not match the schema', { status: 200, body: { ok: 'yes' } }],
    ['an answer that is not JSON', { status: 200, body: undefined }],
  ])('turns %s into PlatformUnavailableError', async (_label, answer) => {
    await expect(transportAnswering(answer).call({ path: '/v1/x', schema: Answer })).rejects.toBeInstanceOf(
      PlatformUnavailableError,
    )
  })

  it.each<[string, 'GET' | 'POST', FakeAnswer, number]>([
    ['a read whose connection dropped is sent once more', 'GET', new TypeError('fetch failed'), 2],
    ['a write is never sent twice', 'POST', new TypeError('fetch failed'), 1],
    ['a read that timed out is not', 'GET', new DOMException('timed out', 'TimeoutError'), 1],
  ])('%s', async (_label, method, firstAnswer, sends) => {
    const { fetch, calls } = fakePlatformFetch(() =>
      calls.length === 1 ? firstAnswer : { status: 200, body: { ok: true } },
    )
    const call = createPlatformTransport({ baseUrl: 'http://platform.test', fetch })
    const answer = call({ method, path: '/v1/x', schema: Answer, ...(method === 'POST' ? { body: {} } : {}) })
    if (sends === 2) await expect(answer).resolves.toMatchObject({ value: { ok: true } })
    else await expect(answer).rejects.toBeInstanceOf(PlatformUnavailableError)
    expect(calls).toHaveLength(sends)
  })

  it('reads through a connection the platform drops once (real sockets)', async () => {
    let requests = 0
    const server = createServer((req, res) => {
      requests += 1
      if (requests === 1) return req.socket.destroy()
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ ok: true }))
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    try {
      const { port } = server.address() as AddressInfo
      const call = createPlatformTransport({ baseUrl: `http://127.0.0.1:${port}` })
      await expect(call({ path: '/v1/x', schema: Answer })).resolves.toMatchObject({ value: { ok: true } })
      expect(requests).toBe(2)
    } finally {
      server.close()
    }
  })

  it('found(): a 404 read is null, any other refusal still rejects', async () => {
    await expect(
      found(transportAnswering({ status: 404 }).call({ path: '/v1/x', schema: Answer })),
    ).resolves.toBeNull()
    await expect(
      found(transportAnswering({ status: 400 }).call({ path: '/v1/x', schema: Answer })),
    ).rejects.toBeInstanceOf(PlatformRejectedError)
  })
})
