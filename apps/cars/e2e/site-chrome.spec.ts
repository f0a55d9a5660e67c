// The header and footer built from the site's configuration (§2 Header and Footer, §3 Navigation
// item): menus opened and followed with the keyboard, counts and lists compared with the index,
// footer columns and licence numbers compared with the platform's site config.
import { searchOf, siteOf, siteUrl, statusText } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' })

test('the stock menu opens from the keyboard, counts each car type and leads to its listing', async ({
  page,
}) => {
  const { facets } = await searchOf('coastal-motors', { hitsPerPage: 0, facets: ['car_type'] })
  const used = facets?.car_type?.used ?? 0
  expect(used).toBeGreaterThan(0)

  await page.goto('/')
  const trigger = mainNav(page).getByRole('button', { name: 'Search Stock' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog', { name: 'Search Stock' })
  await expect(panel).toBeVisible()
  for (const [type, label] of [
    ['new', 'New'],
    ['used', 'Used'],
    ['demo', 'Demo'],
  ] as const) {
    const count = facets?.car_type?.[type] ?? 0
    if (count > 0) await expect(panel.getByRole('link', { name: `${label} (${count})` })).toBeVisible()
  }

  // Tab through the panel's links to Used and follow it with Enter.
  const usedLink = panel.getByRole('link', { name: `Used (${used})` })
  for (
    let stop = 0;
    stop < 5 && !(await usedLink.evaluate((link) => link === document.activeElement));
    stop++
  ) {
    await page.keyboard.press('Tab')
  }
  await expect(usedLink).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\/used-cars$/)
  await expect(page.getByRole('status')).toHaveText(statusText(used))
  await expect(panel).toBeHidden()
})

test('the brands menu lists the makes in stock at their friendly paths', async ({ page }) => {
  const { facets } = await searchOf('coastal-motors', { hitsPerPage: 0, facets: ['make'] })
  const makes = Object.keys(facets?.make ?? {})
  expect(makes.length).toBeGreaterThan(1)

  await page.goto('/')
  await mainNav(page).getByRole('button', { name: 'Brands' }).focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog', { name: 'Brands' })
  const links = panel.getByRole('link')
  await expect(links).toHaveCount(makes.length)
  expect(new Set(await links.allTextContents())).toEqual(new Set(makes))
  const first = links.first()
  const make = (await first.textContent()) ?? ''
  await first.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/search/${make.toLowerCase().replace(/[^a-z0-9]+/g, '-')}$`))
  await expect(page.getByRole('status')).toHaveText(statusText(facets?.make?.[make] ?? 0))
})

test('a navbar dropdown of links works from the keyboard and closes on its choice', async ({ page }) => {
  await page.goto('/')
  await mainNav(page).getByRole('button', { name: 'Finance' }).focus()
  await page.keyboard.press('ArrowDown')
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem')).toHaveText(['Finance', 'Finance Pre-Approval'])
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Finance Pre-Approval' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/finance-pre-approval$/)
  await expect(page.getByRole('menu')).toBeHidden()
})

test('the header renders on the server: menus, links and the top banner without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl('coastal-motors'))
  const nav = mainNav(page)
  for (const name of ['Search Stock', 'Brands', 'Body Types', 'Finance', 'Services']) {
    await expect(nav.getByRole('button', { name })).toBeVisible()
  }
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  // The menus cannot open without JavaScript, so their links are listed under their names.
  const links = page.getByRole('navigation', { name: 'Site links' })
  await expect(links.getByRole('link', { name: 'Used', exact: true })).toHaveAttribute(
    'href',
    '/search/used-cars',
  )
  await expect(links.getByRole('link', { name: 'Finance Pre-Approval' })).toHaveAttribute(
    'href',
    '/finance-pre-approval',
  )
  await links.getByRole('link', { name: 'Sell Your Car' }).click()
  await expect(page).toHaveURL(/\/valuations$/)
  const banner = page.getByRole('region', { name: 'Dealer contacts' })
  await expect(banner.getByRole('link', { name: 'Sales: (07) 3123 4567' })).toHaveAttribute(
    'href',
    'tel:0731234567',
  )
  await expect(banner.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favourites')
  await context.close()
})

test('without JavaScript on a phone, the links wait behind a Menu disclosure', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  const page = await context.newPage()
  await page.goto(siteUrl('coastal-motors'))
  // The page's heading is on the first screen: the list no longer opens above it.
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  const links = page.getByRole('navigation', { name: 'Site links' })
  await expect(links).toBeHidden()
  // The script-driven Menu button, which could open nothing, gives way to the disclosure.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toHaveCount(0)
  await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click()
  await links.getByRole('link', { name: 'Sell Your Car' }).click()
  await expect(page).toHaveURL(/\/valuations$/)
  await context.close()
})

test('the footer shows the navigation columns and the dealer licence numbers', async ({ page }) => {
  const site = await siteOf('coastal-motors')
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const columns = footer.getByRole('navigation', { name: 'Footer' })
  for (const column of site.navigation?.footer ?? []) {
    const heading = column.name ?? column.title ?? ''
    await expect(columns.getByRole('heading', { name: heading })).toBeVisible()
    for (const item of column.dropdownItems ?? []) {
      await expect(columns.getByRole('link', { name: item.name ?? item.title ?? '' })).toHaveAttribute(
        'href',
        item.url ?? '',
      )
    }
  }
  const licences = [...new Set(site.locations.map((location) => location.dealer_license_number))]
  for (const licence of licences) await expect(footer).toContainText(`Dealer Licence No. ${licence}`)
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Coastal Motors`)
  await expect(footer.getByRole('link', { name: 'Forecourt' })).toBeVisible()
})

test("the 'licence-numbers' footer names every location's numbers; the banner shows address and phone", async ({
  page,
}) => {
  const site = await siteOf('harbour-nissan')
  await page.goto(siteUrl('harbour-nissan'))
  const footer = page.getByRole('contentinfo')
  for (const location of site.locations) {
    const numbers = [
      `Dealer Licence No. ${location.dealer_license_number}`,
      ...(location.motor_vehicle_repairer ? [`MRB No. ${location.motor_vehicle_repairer}`] : []),
    ]
    await expect(footer).toContainText(`${location.name}: ${numbers.join(', ')}`)
  }
  const banner = page.getByRole('region', { name: 'Dealer contacts' })
  await expect(banner).toContainText(site.config.border_time_note ?? 'a border-time note')
  await expect(banner.getByRole('link', { name: site.phone })).toBeVisible()
  // A Nissan dealer's header lists models in stock rather than brands (the seed's franchise menu).
  await expect(mainNav(page).getByRole('button', { name: 'Models' })).toBeVisible()
})

test('the NZ dealer shows the passenger (V) dealer rating banner; an AU dealer does not', async ({
  page,
}) => {
  await page.goto(siteUrl('kiwi-auto-hub'))
  const rating = page.getByRole('contentinfo').getByRole('complementary', { name: 'Dealer rating' })
  await expect(rating).toContainText('Passenger vehicle dealer (V)')
  await expect(rating.getByRole('link', { name: 'Rate Kiwi Auto Hub' })).toHaveAttribute('href', /^https:/)
  await page.goto('/')
  await expect(page.getByRole('complementary', { name: 'Dealer rating' })).toHaveCount(0)
})
