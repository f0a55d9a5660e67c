// The motorcycle site's pages as the server sends them: home, search and a bike's page are complete
// without JavaScript (the hero's search box written in place, no content left in React's hidden
// segments, the listing counted in the family's words), and scripts and the stylesheet go out
// compressed (brotli and gzip), the same bytes as the files, cached for a year.
import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { familyProfileOf, MOTORCYCLE_STYLES } from '@forecourt/domain'
import { carsOf, statusText } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const SITE = 'throttle-motorcycles'
const profile = familyProfileOf('motorcycles')
const words = profile.vocabulary

test.use({ javaScriptEnabled: false })

test('home, search and bike pages are complete without JavaScript', async ({ page }) => {
  const { cars, total } = await carsOf(SITE)
  const newest = cars[0]
  if (!newest) throw new Error('the seed has no bikes')

  await page.goto('/')
  await expect(page.getByRole('heading', { name: newest.name }).first()).toBeVisible()
  // Blocks behind a Suspense boundary are written in place, not in a hidden <div> that only
  // React's script would reveal: the hero's search box is there. (A motorcycle home page has no
  // stock picker; its ways into the stock are the style tiles, each a link.)
  const styles = page.getByRole('region', { name: 'Shop by style' })
  for (const style of MOTORCYCLE_STYLES) {
    await expect(styles.getByRole('link', { name: new RegExp(`^${style}\\b`) })).toBeVisible()
  }
  await expect(page.getByRole('main').getByRole('combobox', { name: words.searchBoxLabel })).toBeVisible()
  // No script ran, so the document is the HTML as sent: React's hidden segments hold only React
  // Router's data scripts (and their boundaries' markers), no content.
  const hiddenContent = await page
    .locator('div[hidden][id^="S:"]')
    .evaluateAll((segments) =>
      segments.flatMap((segment) =>
        [...segment.children]
          .filter((child) => child.tagName !== 'SCRIPT' && child.tagName !== 'TEMPLATE')
          .map((child) => child.outerHTML.slice(0, 120)),
      ),
    )
  expect(hiddenContent).toHaveLength(0)

  await page.goto(profile.searchPath)
  await expect(page.getByRole('status')).toHaveText(statusText(total, 1, words))
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article')).toHaveCount(
    Math.min(21, total),
  )

  await page.goto(`/cars/${newest.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.name)
})

/** The raw answer through Node (which cannot resolve *.localhost): headers and undecoded bytes. */
function rawGet(baseURL: string, path: string, encoding: string) {
  const { hostname, port } = new URL(baseURL)
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          headers: { host: `${hostname}:${port}`, 'accept-encoding': encoding },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        },
      )
      req.on('error', reject)
      req.end()
    },
  )
}

const decoders: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync }

test('scripts and the stylesheet go out compressed, the same bytes as the files', async ({ baseURL }) => {
  if (!baseURL) throw new Error('no baseURL')
  const html = (await rawGet(baseURL, '/', 'identity')).body.toString('utf8')
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1])
  const stylesheet = assets.find((asset) => asset?.endsWith('.css'))
  const entry = assets.find((asset) => asset?.includes('entry.client'))
  if (!stylesheet || !entry) throw new Error('the home page links no stylesheet or entry script')
  for (const asset of [stylesheet, entry]) {
    const plain = await rawGet(baseURL, asset, 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    for (const [encoding, decode] of Object.entries(decoders)) {
      const sent = await rawGet(baseURL, asset, encoding)
      expect(sent.headers['content-encoding'], `${asset} as ${encoding}`).toBe(encoding)
      expect(sent.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(sent.body.byteLength).toBeLessThan(plain.body.byteLength / 3)
      expect(decode(sent.body).equals(plain.body), `${asset} as ${encoding} is the file`).toBe(true)
    }
  }
})
