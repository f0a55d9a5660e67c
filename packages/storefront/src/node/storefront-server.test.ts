// Hostile bodies against the app server itself (issue 14 item 4): one route whose action reads its
// post as every kit action does, behind the real server, over real sockets — so a body's cap, its
// drain (no reset socket) and the form's caps are seen as a client sees them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type ServerBuild, data as withStatus } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_FIELD_LENGTH, MAX_FORM_FIELDS, readFormPost } from '../form-posts/read-form-post.server.js'
import { currentRequestId } from '../platform/request-id-scope.server.js'
import { MAX_REQUEST_BODY_BYTES } from './bounded-body.js'
import { createStorefrontServer } from './storefront-server.js'
import { trustedProxiesFromEnv } from './trusted-proxies.js'

/** A one-route build: its action answers what readFormPost read; the document is that as JSON. */
const build = {
  entry: {
    module: {
      default: (
        _request: Request,
        status: number,
        _headers: Headers,
        context: { staticHandlerContext: { actionData: Record<string, unknown> | null } },
      ) => Response.json({ actionData: context.staticHandlerContext.actionData?.root ?? null }, { status }),
    },
  },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: {
        default: () => null,
        async action({ request }: { request: Request }) {
          const { data, problem } = await readFormPost(request)
          // What a platform call made by this action would send as its x-request-id.
          if (data.get('want') === 'request-id') return { request_id: currentRequestId() }
          const fields = [...data.keys()].length
          if (problem) return withStatus({ problem, fields }, { status: problem.status })
          return { fields, message: String(data.get('message') ?? '').length }
        },
      },
    },
  },
  assets: {
    entry: { imports: [], module: '/entry.js' },
    routes: { root: { id: 'root', path: '', module: '/root.js', hasAction: true, hasLoader: false } },
    url: '/manifest.js',
    version: 'test',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
} as unknown as ServerBuild

const server = createStorefrontServer({
  build,
  clientDirectory: mkdtempSync(path.join(tmpdir(), 'storefront-client-')),
  trust: trustedProxiesFromEnv({}),
  wellKnown: { 'apple-developer-merchantid-domain-association': 'stripe-association-7d1e' },
})
let port = 0
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

interface Answer {
  /** Whether the request went on a connection an earlier request had used. */
  reused: boolean
  status: number
  body: string
  headers: Record<string, string | string[] | undefined>
}

/**
 * Posts `chunks` (written one by one, so a body without Content-Length goes chunked) and resolves
 * with the answer; rejects on a reset socket.
 */
function send(
  chunks: (string | Buffer)[],
  {
    declared,
    agent,
    headers: extra = {},
  }: { declared?: number; agent?: Agent; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      host: `127.0.0.1:${port}`,
      origin: `http://127.0.0.1:${port}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...extra,
    }
    if (declared !== undefined) headers['content-length'] = declared
    const options = {
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/',
      headers,
      ...(agent ? { agent } : {}),
    }
    const req = httpRequest(options, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () =>
        resolve({ reused: req.reusedSocket, status: res.statusCode ?? 0, body, headers: res.headers }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    void (async () => {
      for (const chunk of chunks) {
        if (!req.write(chunk)) await new Promise((resume) => req.once('drain', resume))
      }
      req.end()
    })()
  })
}

const megabyte = Buffer.alloc(1024 * 1024, 'a')
const form = (entries: string) => [entries]

describe('the app server', () => {
  it('reads a form post up to the body cap and hands it to the action', async () => {
    const message = 'a'.repeat(MAX_FIELD_LENGTH)
    const answer = await send(form(`name=Kate&message=${message}`))
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ actionData: { fields: 2, message: MAX_FIELD_LENGTH } })
  })

  it('refuses a body whose Content-Length is over the cap with a readable 413, after reading it (no reset)', async () => {
    const answer = await send([megabyte, megabyte, megabyte], { declared: 3 * megabyte.length })
    expect(answer.status).toBe(413)
    expect(answer.headers['content-type']).toMatch(/text\/html/)
    expect(answer.body).toContain('This form was too large to send')
    expect(answer.headers.connection).not.toBe('close')
  })

  it('keeps the connection for the next request after refusing a body: it was read, not left on the socket', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const refused = await send([megabyte], { declared: megabyte.length, agent })
      const next = await send(form('name=Kate'), { agent })
      expect([refused.status, next.status, next.reused]).toEqual([413, 200, true])
    } finally {
      agent.destroy()
    }
  })

  it('refuses a chunked body that grows past the cap, counting what arrives', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'b')
    const chunks = Array.from({ length: Math.ceil((2 * MAX_REQUEST_BODY_BYTES) / chunk.length) }, () => chunk)
    const answer = await send([Buffer.from('message='), ...chunks])
    expect(answer.status).toBe(413)
    expect(answer.body).toContain('nothing was sent')
  })

  it('refuses a body one byte over the cap', async () => {
    const answer = await send([Buffer.alloc(MAX_REQUEST_BODY_BYTES, 'c'), Buffer.from('c')])
    expect(answer.status).toBe(413)
  })

  it('passes a body exactly at the cap', async () => {
    const filler = 'x'.repeat(MAX_REQUEST_BODY_BYTES - 'message='.length - '&pad='.length - 100)
    const body = `message=${'m'.repeat(100)}&pad=${filler}`
    expect(Buffer.byteLength(body)).toBe(MAX_REQUEST_BODY_BYTES)
    const answer = await send([body])
    // Within the body cap, the form's field cap speaks: `pad` is longer than a field may be.
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body).actionData).toMatchObject({ problem: { field: 'pad' } })
  })

  it.each([
    ['many fields', Array.from({ length: MAX_FORM_FIELDS * 5 }, (_, i) => `f${i}=1`).join('&'), {}],
    ['a huge field', `message=${'h'.repeat(MAX_FIELD_LENGTH * 5)}`, { field: 'message' }],
    ['a NUL', 'name=Kate%00Sheppard', { field: 'name' }],
  ])('answers %s with a 400 naming the problem, never a 500', async (_case, body, problem) => {
    const answer = await send(form(body))
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body).actionData).toMatchObject({ problem: { status: 400, ...problem } })
  })
})

describe('the request id of an app request', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/

  it('keeps a valid id from the proxy, answers it and serves the request (and its platform calls) under it', async () => {
    const answer = await send(form('want=request-id'), { headers: { 'x-request-id': 'lb-7f3a.1_b' } })
    expect(answer.headers['x-request-id']).toBe('lb-7f3a.1_b')
    expect(JSON.parse(answer.body)).toEqual({ actionData: { request_id: 'lb-7f3a.1_b' } })
  })

  it.each([
    ['none', undefined],
    ['too long', 'a'.repeat(129)],
    ['a character outside [A-Za-z0-9._-]', 'id with space'],
  ])('makes a fresh one when %s came', async (_case, header) => {
    const answer = await send(form('want=request-id'), header ? { headers: { 'x-request-id': header } } : {})
    const id = answer.headers['x-request-id']
    expect(id).toMatch(UUID)
    expect(JSON.parse(answer.body)).toEqual({ actionData: { request_id: id } })
  })
})

describe('well-known files (APPLE_PAY_DOMAIN_ASSOCIATION_FILE)', () => {
  const at = (name: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}/.well-known/${name}`, init)

  it('answers the Apple Pay domain association as plain text on any host', async () => {
    const answer = await at('apple-developer-merchantid-domain-association')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await answer.text()).toBe('stripe-association-7d1e')
  })

  it.each([
    ['a name not configured', 'security.txt', undefined],
    ['a name with a path in it', 'apple-developer-merchantid-domain-association/../x', undefined],
    ['a post', 'apple-developer-merchantid-domain-association', { method: 'POST' }],
  ])('leaves %s to the app', async (_label, name, init) => {
    const answer = await at(name, init)
    expect(await answer.text()).not.toBe('stripe-association-7d1e')
  })
})

describe('static files', () => {
  it('goes on serving when a file listed at start is gone: that answer is cut short, the next comes', async () => {
    const client = mkdtempSync(path.join(tmpdir(), 'storefront-assets-'))
    mkdirSync(path.join(client, 'assets'))
    writeFileSync(path.join(client, 'assets', 'entry-1.js'), 'export const one = 1')
    writeFileSync(path.join(client, 'assets', 'entry-2.js'), 'export const two = 2')
    const files = createStorefrontServer({ build, clientDirectory: client, trust: trustedProxiesFromEnv({}) })
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve))
    const asset = (name: string) =>
      fetch(`http://127.0.0.1:${(files.address() as AddressInfo).port}/assets/${name}`)
    try {
      rmSync(path.join(client, 'assets', 'entry-1.js'))
      await expect(asset('entry-1.js').then((answer) => answer.text())).rejects.toThrow()
      const next = await asset('entry-2.js')
      expect(next.status).toBe(200)
      expect(await next.text()).toBe('export const two = 2')
    } finally {
      files.closeAllConnections()
      await new Promise<void>((resolve) => files.close(() => resolve()))
      rmSync(client, { recursive: true, force: true })
    }
  })
})
