// The footers and banners of car dealers built from the site's configuration (§2 Header and Footer):
// footer columns and licence numbers compared with the platform's site config, a franchise
// dealer's models menu, the NZ dealer rating. The header's menus: motorcycles' site-chrome.spec.ts.
import { siteOf, siteUrl } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' })

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
