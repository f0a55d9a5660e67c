// The app's caches (issue 18): a public page is answered from memory, a write to a car shows on its
// page within the documented staleness — the page cache's fresh time plus the read cache's, plus
// one re-render (here 1000 + 500 ms for speed; 5 s + 2 s by default) — and nothing personal is
// ever answered from them.
import { request as httpRequest } from 'node:http'
import { type Car, canReserve } from '@forecourt/domain'
import {
  appServer,
  carsOf,
  platformUrl,
  serviceHeaders,
  startServer,
  stopServer,
} from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const PLATFORM = platformUrl()

const SITE = 'coastal-motors'
const FRESH_MS = 1000
const READ_FRESH_MS = 500

/** A GET through Node (which cannot resolve *.localhost): the status, cache state and body. */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; cache: string | undefined; body: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: `${SITE}.localhost:${port}`, ...headers } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          body += chunk
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cache: res.headers['x-forecourt-cache'] as string | undefined,
            body,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

async function platformPost(path: string, body?: unknown) {
  const response = await fetch(`${PLATFORM}${path}`, {
    method: 'POST',
    headers: serviceHeaders(body === undefined ? {} : { 'content-type': 'application/json' }),
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: the platform answered ${response.status}`)
  return response.json()
}

/** Reserves `car` through the platform, as a test-processor deposit does. */
async function reserve(car: Car) {
  const origin = `http://${SITE}.localhost`
  const started = await platformPost(
    `/v1/dealerships/${car.dealership_id}/payment_intent?car_id=${car.id}&origin=${encodeURIComponent(origin)}`,
  )
  await platformPost(`/v1/payment-intents/${started.paymentIntent.id}/confirm`)
  await platformPost('/v1/reservations', { payment_intent_id: started.paymentIntent.id })
}

test('public pages come from memory, a car’s change shows within the staleness, nothing personal is kept', async () => {
  const platformPort = Number(new URL(PLATFORM).port)
  const port = platformPort + 9
  const server = await startServer(
    appServer({
      app: 'cars',
      port,
      platformPort,
      env: {
        PAGE_CACHE_FRESH_MS: String(FRESH_MS),
        PLATFORM_READ_CACHE_MS: String(READ_FRESH_MS),
        SITE_CACHE_MS: '500',
      },
    }),
  )
  try {
    // The last reservable car of the first hundred: the checkout specs reserve the first ones.
    const car = (await carsOf(SITE, 1, 100)).cars
      .filter((candidate) => canReserve(candidate, { checkoutEnabled: true }))
      .at(-1)
    if (!car) throw new Error('no reservable car')
    const path = `/cars/${car.slug}`
    expect((await get(port, path)).cache).toBe('miss')
    const hit = await get(port, path)
    expect(hit).toMatchObject({ status: 200, cache: 'hit' })
    expect(hit.body).not.toContain('Reserved')

    await reserve(car)
    const changedAt = Date.now()
    let seen = ''
    while (Date.now() - changedAt < FRESH_MS + READ_FRESH_MS + 5000) {
      seen = (await get(port, path)).body
      if (seen.includes('Reserved')) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(seen).toContain('Reserved')
    // Within both fresh times and one re-render of each: the bound the README documents.
    expect(Date.now() - changedAt).toBeLessThan(FRESH_MS + READ_FRESH_MS + 2000)

    // A signed-in shopper's request, and a private page, never come from the cache.
    expect((await get(port, path, { cookie: 'forecourt_session=s1.sig' })).cache).toBeUndefined()
    await get(port, '/contact')
    expect((await get(port, '/contact')).cache).toBeUndefined()
  } finally {
    await stopServer(server)
  }
})
