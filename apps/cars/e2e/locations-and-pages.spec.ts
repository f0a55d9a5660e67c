// The dealer's own pages (§2): a franchise dealer's contact page, /models with its body filter, /brands/{slug}, the privacy policy (the site's text or the
// default), /faqs, /finance, /special-offers and /electric-cars — each compared with the platform's
// data, and the header and footer links that lead to them. Location pages, by location or
// dealership slug, and the contact page's locations: the RV app's locations.spec.ts.
import type { Model } from '@forecourt/domain'
import { platformUrl, siteUrl } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const PLATFORM = platformUrl()

async function fromPlatform<T>(path: string): Promise<T> {
  const response = await fetch(`${PLATFORM}${path}`)
  if (!response.ok) throw new Error(`platform answered ${response.status} for ${path}`)
  return (await response.json()) as T
}

type SiteModel = Model & { body: string | null; manufacturer_id: number | null }
const modelsOf = async (site: string) =>
  (await fromPlatform<{ models: SiteModel[] }>(`/v1/sites/${site}/models`)).models
const carTotal = async (site: string, query: string) =>
  (await fromPlatform<{ total: number }>(`/v1/sites/${site}/cars?per_page=1&${query}`)).total

const main = (page: Page) => page.getByRole('main')

test('a franchise dealer’s contact page offers no View Location: its location links lead to /contact', async ({
  page,
}) => {
  await page.goto(siteUrl('harbour-nissan', '/contact'))
  await expect(main(page).getByRole('article').first()).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'View Location' })).toHaveCount(0)
})

test('/models lists the range as model cards and filters by body type', async ({ page }) => {
  const models = await modelsOf('coastal-motors')
  expect(models.length).toBeGreaterThan(1)
  await page.goto('/models')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our models')
  const cards = main(page).getByRole('article')
  await expect(cards).toHaveCount(models.length)
  const allNew = models.find((model) => model.status === 'new')
  if (allNew) await expect(main(page).getByRole('link', { name: `ALL-NEW ${allNew.name}` })).toBeVisible()
  const hybrid = models.find((model) => model.fuel === 'Hybrid')
  if (hybrid) {
    await expect(
      main(page)
        .getByRole('article', { name: new RegExp(`${hybrid.name}$`) })
        .getByText('HYBRID'),
    ).toBeVisible()
  }

  const body = models.find((model) => model.body)?.body ?? ''
  const ofBody = models.filter((model) => model.body === body)
  await page
    .getByRole('navigation', { name: 'Body types' })
    .getByRole('link', { name: body, exact: true })
    .click()
  await expect(page).toHaveURL(/\/models\?body=[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${body} models`)
  await expect(main(page).getByRole('article')).toHaveCount(ofBody.length)

  await page.goto('/models?body=all')
  await expect(main(page).getByRole('article')).toHaveCount(models.length)

  // A card leads to the model's page (§2 /{model slug}), and that page to its stock.
  const first = models[0] as SiteModel
  await main(page)
    .getByRole('link', { name: new RegExp(`${first.name}$`) })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/${first.slug}$`))
  await expect(page).toHaveTitle(`${first.name} | Coastal Motors`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${first.status === 'new' ? 'ALL-NEW ' : ''}${first.name}`,
  )
  await main(page)
    .getByRole('link', { name: `Search ${first.name} stock` })
    .click()
  await expect(page).toHaveURL(/\/search\/.*\?query=/)
  await expect(page.getByRole('status')).toBeVisible()
})

test('a model page answers on a fresh load, and a slug that is no model is still a 404', async ({ page }) => {
  const [model] = await modelsOf('coastal-motors')
  if (!model) throw new Error('the demo site has no models')
  const response = await page.goto(`/${model.slug}`)
  expect(response?.status()).toBe(200)
  if (model.short_description) await expect(main(page).getByText(model.short_description)).toBeVisible()
  const missing = await page.goto('/no-such-model')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

test('a brand page lists its models and leads to its friendly stock search', async ({ page }) => {
  const { manufacturers } = await fromPlatform<{
    manufacturers: { id: number; name: string; slug: string; car_count: number }[]
  }>('/v1/sites/coastal-motors/manufacturers')
  const brand = manufacturers[0]
  if (!brand) throw new Error('the demo site stocks no brand')
  const models = (await modelsOf('coastal-motors')).filter((model) => model.manufacturer_id === brand.id)

  await page.goto(`/brands/${brand.slug}`)
  await expect(page).toHaveTitle(`${brand.name} | Coastal Motors`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name)
  await expect(main(page).getByText(`${brand.car_count} ${brand.name} vehicle`)).toBeVisible()
  await expect(main(page).getByRole('article')).toHaveCount(models.length)
  await main(page)
    .getByRole('link', { name: `Search ${brand.name} stock` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/search/${brand.slug}$`))
  await expect(page.getByRole('status')).toContainText(String(brand.car_count))
})

test('a site’s brand links open their fixed model and brand pages (§2)', async ({ page }) => {
  const group = 'southern-cross-motor-group'
  await page.goto(siteUrl(group, '/brands/tesla'))
  await expect(page).toHaveURL(siteUrl(group, '/tesla-model-3'))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Model 3')
  await page.goto(siteUrl(group, '/brands/vw'))
  await expect(page).toHaveURL(siteUrl(group, '/brands/volkswagen'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volkswagen')
  // Elsewhere the slug is just unknown.
  expect((await page.goto('/brands/vw'))?.status()).toBe(404)
})

test('the privacy policy: the default names the dealer, a site text replaces it', async ({ page }) => {
  for (const path of ['/privacy-policy', '/pages/privacy-statement']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
    await expect(main(page).getByText(/how Coastal Motors collects, holds, uses and discloses/)).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Access and correction' })).toBeVisible()
    await expect(main(page).getByText(/Australian Information Commissioner/)).toBeVisible()
  }
  await page.goto(siteUrl('southern-cross-motor-group', '/privacy-policy'))
  // §9: the group's response times, from the domain's constants, follow its own text.
  await expect(main(page).getByRole('heading', { name: 'How quickly we respond' })).toBeVisible()
  await expect(
    main(page).getByText(
      /acknowledge a request for access .* within 7 days and give you access within 30 days/,
    ),
  ).toBeVisible()
  await expect(
    main(page).getByText('We aim to resolve a complaint within 14 days, and always within 30 days.'),
  ).toBeVisible()
  await expect(main(page).getByRole('heading', { name: 'Access and correction' })).toHaveCount(0)
})

test('/faqs opens an answer, and /finance shows the rates, disclaimer and pre-approval link', async ({
  page,
}) => {
  await page.goto('/faqs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions')
  await main(page).getByText('Do you offer finance?').click()
  await expect(main(page).getByText(/We arrange finance through Angle/)).toBeVisible()

  await page.goto('/finance')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance')
  await expect(main(page).getByText('8.99% p.a.')).toBeVisible()
  await expect(main(page).getByText('9.49% p.a.')).toBeVisible()
  await expect(main(page).getByText(/^WARNING: This comparison rate is true only/)).toBeVisible()
  await expect(
    main(page).getByText(/calculators and weekly estimates on this website are a guide only/),
  ).toBeVisible()
  await main(page).getByRole('link', { name: 'Apply for finance pre-approval' }).click()
  await expect(page).toHaveURL(/\/finance-pre-approval$/)
})

test('/special-offers and /electric-cars list that stock', async ({ page }) => {
  for (const [path, query, title] of [
    ['/special-offers', 'tag=Special', 'Special Offers'],
    ['/electric-cars', 'simple_fuel=Electric', 'Electric Cars'],
  ] as const) {
    const total = await carTotal('coastal-motors', query)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    if (total === 0) {
      await expect(main(page).getByRole('link', { name: 'Browse all our stock' })).toBeVisible()
    } else {
      await expect(main(page).getByRole('status')).toHaveText(
        `${total} ${total === 1 ? 'vehicle' : 'vehicles'}`,
      )
      await expect(main(page).getByRole('article')).toHaveCount(Math.min(total, 21))
    }
  }
})

test("the header and footer's dealer pages no longer 404", async ({ page }) => {
  type Item = { url?: string; dropdownItems?: Item[]; dropdownMenus?: { items?: Item[] }[] }
  const { navigation } = await fromPlatform<{ navigation: { header: Item[]; footer: Item[] } }>(
    '/v1/sites/coastal-motors/navigation',
  )
  const urlsOf = (items: Item[] = []): string[] =>
    items.flatMap((item) => [
      ...(item.url ? [item.url] : []),
      ...urlsOf(item.dropdownItems),
      ...(item.dropdownMenus ?? []).flatMap((menu) => urlsOf(menu.items)),
    ])
  const linked = urlsOf([...navigation.header, ...navigation.footer])
  for (const href of [
    '/models',
    '/models?body=all',
    '/finance',
    '/special-offers',
    '/faqs',
    '/privacy-policy',
  ]) {
    expect(linked, href).toContain(href)
    const response = await page.goto(href)
    expect(response?.status(), href).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found')
  }
})

test("the banner's location link opens the location page", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('link', { name: 'Coastal Motors - Service' }).first().click()
  await expect(page).toHaveURL(/\/locations\/coastal-motors-service$/)
  await expect(main(page).getByRole('article', { name: 'Coastal Motors - Service' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the body filter, a FAQ answer and a location card still work', async ({ page }) => {
    await page.goto('/models')
    await page
      .getByRole('navigation', { name: 'Body types' })
      .getByRole('link', { name: 'SUV', exact: true })
      .click()
    await expect(page).toHaveURL(/\/models\?body=suv$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SUV models')

    await page.goto('/faqs')
    await main(page).getByText('Can I trade in my current car?').click()
    await expect(main(page).getByText(/Ask for a trade-in valuation/)).toBeVisible()

    await page.goto('/locations/coastal-motors-sales')
    await main(page).getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact-us\/coastal-motors$/)
  })
})
