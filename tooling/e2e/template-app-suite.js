// The behaviour every template app shows against its own demo site (STYLE: shared suites live in
// tooling/): home → search → car from the seeded database, pages complete without JavaScript,
// 404 pages inside the dealer's frame, the shopper's journey through filter, enquiry and the
// family's buying path (template-app-journey.js), the header's menus and the footer
// (template-app-chrome.js), the site's lead forms (template-app-leads.js), its search box and
// listing (template-app-search.js), every page accessible with the family's details
// (template-app-pages.js), saved vehicles in the family's words (template-app-saved.js) and the
// first screens on a phone and a desktop (template-app-layout.js). Each app's
// e2e/template-app.spec.ts calls it.
import { familyProfileOf, siteSearchPath } from '@forecourt/domain'
import { resultCount } from './shopper-steps.js'
import { templateAppChrome } from './template-app-chrome.js'
import { e2ePorts } from './template-app-config.js'
import { templateAppJourney } from './template-app-journey.js'
import { templateAppLayout } from './template-app-layout.js'
import { templateAppLeads } from './template-app-leads.js'
import { templateAppPages } from './template-app-pages.js'
import { templateAppSaved } from './template-app-saved.js'
import { templateAppSearch } from './template-app-search.js'

/**
 * @param {object} options
 * @param {import('@playwright/test').TestType<any, any>} options.test
 * @param {typeof import('@playwright/test').expect} options.expect
 * @param {'cars'|'trucks'|'motorcycles'|'rvs'|'subscriptions'} options.app
 * @param {string} options.site       the demo site's slug
 *
 * The family's words and search path come from the domain's family profile of the site's template.
 */
export function templateAppSuite({ test, expect, app, site }) {
  const platform = `http://127.0.0.1:${e2ePorts(app).platform}`
  // The site's own origin: the app's baseURL may be another of its family's demo sites.
  const at = (path) => `http://${site}.localhost:${e2ePorts(app).app}${path}`

  async function siteAndStock() {
    const siteAnswer = await fetch(`${platform}/v1/sites/${site}`)
    const carsAnswer = await fetch(`${platform}/v1/sites/${site}/cars?per_page=1`)
    if (!siteAnswer.ok || !carsAnswer.ok) throw new Error(`the platform has no site ${site}`)
    const { site: config } = await siteAnswer.json()
    const { cars, total } = await carsAnswer.json()
    const profile = familyProfileOf(config.template)
    return {
      config,
      newest: cars[0],
      total,
      words: profile.vocabulary,
      // §2: the base path depends on the template, or on the site when it has a slug-specific one.
      searchPath: siteSearchPath(config),
    }
  }

  test(`${site}: a shopper goes home → search → a car, from the seeded database @mobile`, async ({
    page,
  }) => {
    const { config, total, words, searchPath } = await siteAndStock()
    expect(config.template).toBe(app)
    // Every stylesheet, script and image the pages ask for must arrive: a page can render its text
    // from the server and still be unstyled and dead if /assets/ or /images/ answer 404.
    const failed = []
    // A hydration mismatch makes React throw the server's page away and render it again, losing
    // focus and open menus under the shopper's hands; it reaches the page as an uncaught error.
    const pageErrors = []
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`))
    page.on('response', (response) => {
      if (/\/(assets|images)\//.test(new URL(response.url()).pathname) && response.status() >= 400) {
        failed.push(`${response.status()} ${response.url()}`)
      }
    })

    await page.goto(at('/'))
    await expect(page.getByRole('heading', { level: 1, name: config.name })).toBeVisible()
    await page.getByRole('link', { name: words.searchAll(total) }).click()
    await expect(page).toHaveURL(at(searchPath))
    await expect(resultCount(page)).toHaveText(`Showing 1–${Math.min(21, total)} of ${total} ${words.plural}`)

    const first = page.getByRole('list', { name: 'Search results' }).getByRole('article').first()
    const name = await first.getByRole('heading').innerText()
    await first.getByRole('link', { name: /^(Explore Vehicle|View Details) for / }).click()
    await expect(page).toHaveURL(/\/cars\//)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page).toHaveTitle(`${name} | ${config.name}`)
    expect(failed).toEqual([])
    expect(pageErrors).toEqual([])
    // The storefront stylesheet is applied (it sets the body's margin to 0).
    await expect(page.locator('body')).toHaveCSS('margin-top', '0px')
  })

  test(`${site}: home, search and a car are complete without JavaScript`, async ({ browser }) => {
    const { config, newest, total, searchPath } = await siteAndStock()
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await page.goto(at('/'))
      await expect(page.getByRole('heading', { level: 1, name: config.name })).toBeVisible()
      await page.goto(at(searchPath))
      await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article')).toHaveCount(
        Math.min(21, total),
      )
      await page.goto(at(`/cars/${newest.slug}`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.name)
    } finally {
      await context.close()
    }
  })

  test(`${site}: home, search and a car hydrate the server's page without a mismatch`, async ({ page }) => {
    const { newest, searchPath } = await siteAndStock()
    const pageErrors = []
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`))
    for (const path of ['/', searchPath, `/cars/${newest.slug}`]) {
      await page.goto(at(path), { waitUntil: 'networkidle' })
    }
    expect(pageErrors).toEqual([])
  })

  test(`${site}: the head asks for the stylesheet first and preloads only the framework runtime`, async ({
    page,
  }) => {
    // The document as served (Node cannot resolve *.localhost; the browser can).
    const html = (await (await page.goto(at('/')))?.text()) ?? ''
    const head = html.slice(0, html.indexOf('</head>'))
    // Attributes in any order: with a CSP nonce, React writes `nonce` before `rel`.
    const links = [...head.matchAll(/<link\b([^>]*)>/g)].map(([, attributes]) => ({
      rel: /\brel="([a-z]+)"/.exec(attributes)?.[1],
      href: /\bhref="([^"]+)"/.exec(attributes)?.[1],
    }))
    expect(links[0]?.rel).toBe('stylesheet')
    // The entry and its imports; every route chunk loads from the module script in the body.
    const preloads = links.filter((link) => link.rel === 'modulepreload').map((link) => link.href)
    expect(preloads[0]).toMatch(/^\/assets\/entry\.client-/)
    expect(preloads.length).toBeLessThanOrEqual(5)
    // The page still comes alive: the module script imports the route chunks itself.
    expect(html).toMatch(/<script\b[^>]*\btype="module"[^>]*>[^<]*import \* as route0 from "\/assets\/root-/)
  })

  test(`${site}: pages defend themselves — a nonce-based CSP that every script of the page obeys`, async ({
    page,
  }) => {
    const { newest, searchPath } = await siteAndStock()
    // A script the policy blocks is reported on the console, not as a page error; an eval it
    // refuses (even one the script catches, like zod's probe for eval) only as an event.
    const violations = []
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.log(
          `Content Security Policy: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`,
        )
      })
    })
    const nonces = new Set()
    // The contact page builds its lead form's schemas in the browser.
    const paths = ['/', searchPath, `/cars/${newest.slug}`, '/contact', '/cars/1999-no-such-vehicle-x0']
    for (const path of paths) {
      const response = await page.goto(at(path), { waitUntil: 'networkidle' })
      const headers = response?.headers() ?? {}
      const policy = headers['content-security-policy'] ?? ''
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
      expect(nonce, `${path} has a script nonce`).toBeTruthy()
      nonces.add(nonce)
      expect(policy).toContain("frame-ancestors 'none'")
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      // Every script the server wrote carries this response's nonce.
      const unsigned = await page
        .locator('script:not([type="application/ld+json"])')
        .evaluateAll(
          (scripts, expected) => scripts.filter((script) => script.nonce !== expected).length,
          nonce,
        )
      expect(unsigned, `${path}: scripts without the nonce`).toBe(0)
    }
    // A fresh nonce for every response.
    expect(nonces.size).toBe(paths.length)
    // The page came alive under the policy: the search box answers typing with suggestions.
    await page.goto(at(searchPath), { waitUntil: 'networkidle' })
    expect(violations).toEqual([])
  })

  test(`${site}: a CDN may keep the pages every shopper sees alike, and nothing personal`, async ({
    page,
  }) => {
    const { newest, searchPath } = await siteAndStock()
    const cacheControl = async (path) => (await page.goto(at(path)))?.headers()['cache-control']
    for (const path of ['/', searchPath, `/cars/${newest.slug}`]) {
      expect(await cacheControl(path), path).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/)
    }
    // A lead form carries this visit's idempotency key; sign-in and an unknown page are nobody's to share.
    for (const path of [`/cars/${newest.slug}/enquire`, '/contact', '/sign-in', '/no-such-page']) {
      expect(await cacheControl(path), path).toBe('private, no-store')
    }
  })

  test(`${site}: an unknown car answers 404 inside the dealer's frame`, async ({ page }) => {
    const { config, words, searchPath } = await siteAndStock()
    const response = await page.goto(at('/cars/1999-no-such-vehicle-x0'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: words.notFoundTitle })).toBeVisible()
    await expect(page).toHaveTitle(words.notFoundTitle)
    await expect(page.getByRole('link', { name: 'Search all stock' })).toHaveAttribute('href', searchPath)
    // The home link (logo or name); the top banner's location links carry the name too.
    const home = new RegExp(`^${config.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( home)?$`)
    await expect(page.getByRole('banner').getByRole('link', { name: home })).toBeVisible()
  })

  templateAppJourney({ test, expect, app, site })
  templateAppChrome({ test, expect, app, site })
  templateAppLeads({ test, expect, app, site })
  templateAppSearch({ test, expect, app, site })
  templateAppPages({ test, expect, app, site })
  templateAppSaved({ test, expect, app, site })
  templateAppLayout({ test, expect, app, site })
}
