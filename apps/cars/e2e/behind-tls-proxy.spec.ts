// Behind a TLS-terminating proxy (issue 14 items 3, 9, 11): the app server believes X-Forwarded-*
// only from the proxies it is told to trust. Then a form posted over https passes React Router's
// origin check and reaches its action; from anyone else the same headers are ignored, and the post
// is another origin's — refused, with nothing changed.
import { request as httpRequest } from 'node:http'
import { appServer, platformUrl, startServer, stopServer } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const PLATFORM = platformUrl()

/** A sign-in post as the proxy forwards it: the shopper used https on the dealer's host. */
function postThroughProxy(port: number) {
  const siteHost = `coastal-motors.localhost:${port}`
  const body = new URLSearchParams({ phone: 'not a phone' }).toString()
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/sign-in',
        method: 'POST',
        headers: {
          host: 'internal-app:3000',
          origin: `https://${siteHost}`,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': siteHost,
          'x-forwarded-for': '203.0.113.7',
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

test('a post forwarded by a trusted TLS proxy reaches its action; untrusted, it is refused', async () => {
  const platformPort = Number(new URL(PLATFORM).port)
  const trusted = appServer({ app: 'cars', port: platformPort + 7, platformPort })
  trusted.env = { ...trusted.env, TRUSTED_PROXIES: 'loopback' }
  const untrusted = appServer({ app: 'cars', port: platformPort + 8, platformPort })
  const servers = [await startServer(trusted), await startServer(untrusted)]
  try {
    const viaProxy = await postThroughProxy(platformPort + 7)
    expect(viaProxy.status).not.toBe(403)
    expect(viaProxy.status).not.toBe(400)
    expect(viaProxy.text).toContain('Invalid phone number. Must be Australian or New Zealand number.')

    const direct = await postThroughProxy(platformPort + 8)
    expect(direct.status).toBe(403)
    expect(direct.text).toContain('This form was not sent')
  } finally {
    await Promise.all(servers.map((server) => stopServer(server)))
  }
})
