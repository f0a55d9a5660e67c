// A site's own pages (§2 group and brand pages, config.pages): the group's handback guarantee with
// the §9 used-car terms, its protection plan text, and a brand service booking form at the group's
// own path — all unknown (404) on a site that does not have them.
import { expectSuccessPage, fillContact, PLATFORM_MESSAGE, siteUrl } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

const GROUP = 'southern-cross-motor-group'

test('the group’s handback guarantee states the 14-day used-car terms', async ({ page }) => {
  const response = await page.goto(siteUrl(GROUP, '/handback-guarantee'))
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Handback Guarantee | Southern Cross Motor Group')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Handback Guarantee')
  await expect(main).toContainText('you have 14 days from the Delivery Date to return it for your money back')
  const conditions = main.getByRole('list').getByRole('listitem')
  await expect(conditions).toHaveCount(6)
  await expect(conditions.filter({ hasText: 'no more than 500 km' })).toHaveCount(1)
  await expect(conditions.filter({ hasText: 'quarter of a tank' })).toHaveCount(1)
  await expect(main).toContainText('This guarantee is for consumers only')
})

test('the group’s protection plan shows its own text', async ({ page }) => {
  await page.goto(siteUrl(GROUP, '/protection-plan'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protection Plan')
  await expect(page.getByRole('main').getByRole('paragraph')).toHaveCount(2)
})

test('a brand service page books a service with the service form', async ({ page }) => {
  await page.goto(siteUrl(GROUP, '/toyota-service'))
  await expect(page).toHaveTitle('Book a Toyota Service | Southern Cross Motor Group')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Toyota Service')
  await page.getByRole('textbox', { name: /^Make/ }).fill('Toyota')
  await page.getByRole('textbox', { name: /^Model/ }).fill('RAV4')
  await page.getByRole('combobox', { name: /Service required/ }).selectOption('Logbook service')
  const centre = page.getByRole('combobox', { name: /Service centre/ })
  if (await centre.count()) await centre.selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Continue' }).click()
  await fillContact(page)
  const heardOf = page.getByRole('combobox', { name: /hear about us/ })
  if (await heardOf.count()) await heardOf.selectOption({ index: 1 })
  await page.getByRole('textbox', { name: /Message/ }).fill(PLATFORM_MESSAGE)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expectSuccessPage(page)
})

test('a site without those pages answers them with its 404 page', async ({ page }) => {
  for (const path of ['/handback-guarantee', '/toyota-service']) {
    const response = await page.goto(siteUrl('coastal-motors', path))
    expect(response?.status()).toBe(404)
  }
})
