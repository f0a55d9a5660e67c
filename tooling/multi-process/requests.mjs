// Requests the multi-process test makes: to a platform's /v1 as the apps' servers do (the service
// credential, the shopper's address), and to an app as a browser on the site's own hostname would.
import http from 'node:http'
import { serviceHeaders } from '../e2e/servers.js'

/** A platform call; answers { status, body, headers } and never throws on an HTTP status. */
export async function platformCall(base, path, { method = 'GET', body, headers = {}, shopper } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: serviceHeaders({
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(shopper ? { 'x-forecourt-shopper-address': shopper } : {}),
      ...headers,
    }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  })
  const text = await response.text()
  let parsed = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = text
  }
  return { status: response.status, body: parsed, headers: response.headers }
}

/** An app page's status and HTML, asked for on the site's hostname (tenants are told apart by it). */
export function appPage(base, site, path) {
  const url = new URL(path, base)
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { headers: { host: `${site}.localhost:${url.port}`, accept: 'text/html' }, timeout: 15_000 },
      (response) => {
        let html = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          html += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, html }))
      },
    )
    request.on('timeout', () => request.destroy(new Error(`${url} timed out`)))
    request.on('error', reject)
    request.end()
  })
}

/** Calls `check` until it answers true; the milliseconds it took, or null past `timeoutMs`. */
export async function timeUntil(check, { timeoutMs, everyMs = 25 }) {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Math.round(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  return null
}

/** Runs `work(i)` for i < count, at most `concurrency` at a time. */
export async function pool(count, concurrency, work) {
  let next = 0
  const worker = async () => {
    while (next < count) await work(next++)
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}
