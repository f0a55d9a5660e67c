import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeStripeIntent {
  id: string
  amount: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  receipt_email: string | null
}

export interface FakeStripeApi {
  url: URL
  intents: Map<string, FakeStripeIntent>
  /** Authorization headers seen, to prove the SDK sent the secret key. */
  authorizations: string[]
  /** Refunds asked for, with the Idempotency-Key each came with. */
  refunds: Array<{ paymentIntent: string; idempotencyKey: string }>
  /** Answer every request with a 500 (Stripe down). */
  failing: boolean
  close(): Promise<void>
}

/**
 * A local fake of the Stripe REST endpoints the platform calls (create and retrieve a
 * PaymentIntent, create a refund), answering in Stripe's shapes, so the real SDK is exercised without the network.
 */
export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const intents = new Map<string, FakeStripeIntent>()
  const authorizations: string[] = []
  const refunds: FakeStripeApi['refunds'] = []
  const state = { failing: false }
  const server: Server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', () => {
      authorizations.push(request.headers.authorization ?? '')
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' })
        response.end(JSON.stringify(body))
      }
      if (state.failing)
        return send(500, { error: { type: 'api_error', message: 'fake outage sk_live_secret' } })
      const url = new URL(request.url ?? '/', 'http://fake')
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const form = new URLSearchParams(raw)
        const id = `pi_fake_${randomBytes(8).toString('hex')}`
        const metadata: Record<string, string> = {}
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key)
          if (match?.[1]) metadata[match[1]] = value
        }
        const intent: FakeStripeIntent = {
          id,
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          metadata,
          receipt_email: form.get('receipt_email'),
        }
        intents.set(id, intent)
        return send(200, { object: 'payment_intent', ...intent })
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const paymentIntent = new URLSearchParams(raw).get('payment_intent') ?? ''
        if (!intents.has(paymentIntent))
          return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } })
        refunds.push({ paymentIntent, idempotencyKey: String(request.headers['idempotency-key'] ?? '') })
        return send(200, {
          object: 'refund',
          id: `re_fake_${refunds.length}`,
          payment_intent: paymentIntent,
          status: 'succeeded',
        })
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname)
      if (request.method === 'GET' && retrieve?.[1]) {
        const intent = intents.get(retrieve[1])
        if (!intent) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } })
        return send(200, { object: 'payment_intent', ...intent })
      }
      return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: new URL(`http://127.0.0.1:${port}`),
    intents,
    authorizations,
    refunds,
    get failing() {
      return state.failing
    },
    set failing(value: boolean) {
      state.failing = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
