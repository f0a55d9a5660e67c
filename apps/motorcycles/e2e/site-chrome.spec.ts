// The header built from the site's configuration (§2 Header, §3 Navigation item), on the
// motorcycle demo site: menus opened and followed with the keyboard, counts and lists compared with
// the index, in the family's words; rendered on the server, and behind a Menu disclosure on a phone
// without JavaScript.
import { familyProfileOf, inFamilyWords } from '@forecourt/domain'
import { searchOf, siteUrl, statusText } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const SITE = 'throttle-motorcycles'
const words = familyProfileOf('motorcycles').vocabulary
const SELL = inFamilyWords('Sell Your Car', words)

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' })

test('the stock menu opens from the keyboard, counts each type of stock and leads to its listing', async ({
  page,
}) => {
  const { facets } = await searchOf(SITE, { hitsPerPage: 0, facets: ['car_type'] })
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
  await expect(page).toHaveURL(/\/search\/used-motorcycles$/)
  await expect(page.getByRole('status')).toHaveText(statusText(used, 1, words))
  await expect(panel).toBeHidden()
})

test('the brands menu lists the makes in stock at their friendly paths', async ({ page }) => {
  const { facets } = await searchOf(SITE, { hitsPerPage: 0, facets: ['make'] })
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
  await expect(page.getByRole('status')).toHaveText(statusText(facets?.make?.[make] ?? 0, 1, words))
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
  await page.goto(siteUrl(SITE))
  const nav = mainNav(page)
  for (const name of ['Search Stock', 'Brands', 'Body Types', 'Finance', 'Services']) {
    await expect(nav.getByRole('button', { name })).toBeVisible()
  }
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  // The menus cannot open without JavaScript, so their links are listed under their names.
  const links = page.getByRole('navigation', { name: 'Site links' })
  await expect(links.getByRole('link', { name: 'Used', exact: true })).toHaveAttribute(
    'href',
    '/search/used-motorcycles',
  )
  await expect(links.getByRole('link', { name: 'Finance Pre-Approval' })).toHaveAttribute(
    'href',
    '/finance-pre-approval',
  )
  await links.getByRole('link', { name: SELL }).click()
  await expect(page).toHaveURL(/\/valuations$/)
  const banner = page.getByRole('region', { name: 'Dealer contacts' })
  await expect(banner.getByRole('link', { name: 'Sales: (08) 9444 7100' })).toHaveAttribute(
    'href',
    'tel:0894447100',
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
  await page.goto(siteUrl(SITE))
  // The page's heading is on the first screen: the list no longer opens above it.
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  const links = page.getByRole('navigation', { name: 'Site links' })
  await expect(links).toBeHidden()
  // The script-driven Menu button, which could open nothing, gives way to the disclosure.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toHaveCount(0)
  await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click()
  await links.getByRole('link', { name: SELL }).click()
  await expect(page).toHaveURL(/\/valuations$/)
  await context.close()
})
