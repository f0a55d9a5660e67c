// Saved vehicles in the family's own words (§2 /favourites and /compare): a shopper saves one from
// its page, finds it in the strip, on the saved page and compared, and removes it — and every
// heading, title and button names the family's vehicles ('Saved trucks', 'Compare Motorcycles'),
// and the table compares them on the family's own facts.
import { canShowFavourite, comparisonRows, familyProfileOf, favouritesStorageKey } from '@forecourt/domain'
import { e2ePorts } from './template-app-config.js'

/**
 * @param {object} options
 * @param {import('@playwright/test').TestType<any, any>} options.test
 * @param {typeof import('@playwright/test').expect} options.expect
 * @param {string} options.app
 * @param {string} options.site the demo site's slug
 */
export function templateAppSaved({ test, expect, app, site }) {
  const platform = `http://127.0.0.1:${e2ePorts(app).platform}`
  const at = (path) => `http://${site}.localhost:${e2ePorts(app).app}${path}`

  test(`${site}: a shopper saves a vehicle, compares it and removes it, in the family's words`, async ({
    page,
  }) => {
    const { site: config } = await (await fetch(`${platform}/v1/sites/${site}`)).json()
    test.skip(config.features.favourites_storage !== 'local', 'the site keeps a signed-in watchlist instead')
    const { cars } = await (await fetch(`${platform}/v1/sites/${site}/cars?per_page=24`)).json()
    const context = {
      compareMode: true,
      soldStateAllowed: config.features.sold_favourites,
      compareUsedOnly: config.features.compare_used_only,
    }
    const car = cars.find((candidate) => canShowFavourite(candidate, context))
    if (!car) throw new Error(`${site} has no vehicle a shopper may compare`)
    const words = familyProfileOf(config.template).vocabulary

    await page.goto(at(`/cars/${car.slug}`), { waitUntil: 'networkidle' })
    const save = page.getByRole('complementary').getByRole('button', { name: 'Favourite' })
    await save.click()
    await expect(save).toHaveAttribute('aria-pressed', 'true')
    const strip = page.getByRole('region', { name: words.savedHeading })
    await expect(strip.getByRole('link', { name: car.name })).toBeVisible()
    await expect(strip.getByRole('link', { name: words.compareLink })).toBeVisible()
    const stored = await page.evaluate((key) => localStorage.getItem(key), favouritesStorageKey(site))
    expect(stored).toContain(String(car.id))

    await page.goto(at(config.config.favourites_path ?? '/favourites'))
    await expect(page).toHaveTitle(new RegExp(`^${words.savedHeading} \\|`))
    await expect(page.getByRole('heading', { level: 1, name: words.savedHeading })).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: car.name })).toBeVisible()

    await page.getByRole('main').getByRole('link', { name: words.compareLink }).click()
    await expect(page).toHaveURL(/\/compare$/)
    await expect(page).toHaveTitle(new RegExp(`^${words.compareHeading} \\|`))
    await expect(page.getByRole('heading', { level: 1, name: words.compareHeading })).toBeVisible()
    const table = page.getByRole('region', { name: `Comparing 1 ${words.singular}` })
    await expect(table.getByRole('link', { name: car.name })).toBeVisible()
    // Compared on the family's own facts: a truck's GVM, a motorcycle's capacity, a weekly price.
    const rows = comparisonRows([car], config)
    await expect(table.getByRole('rowheader')).toHaveText(rows.map((row) => row.label))
    await expect(table.locator('tbody td')).toHaveText(rows.map((row) => row.values[0]))

    await table.getByRole('button', { name: `Remove ${car.name}` }).click()
    await expect(page.getByText(words.noSaved, { exact: true })).toBeVisible()
  })
}
