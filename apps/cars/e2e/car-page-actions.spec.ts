// The car page's actions are links (§2 Car action buttons), so they work before and without
// JavaScript: a sold or reserved car offers Find Me Something Similar exactly once (§4) and it
// opens the prefilled form (§9); a dealer's own Enquire label shows and Reserve goes to its
// checkout path (§2 /buy-online).
import { type Car, canReserve } from '@forecourt/domain'
import { carWhere, expectSuccessPage, fillContact, siteUrl } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

test.use({ javaScriptEnabled: false })

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

for (const [state, wanted] of [
  ['sold', (car: Car) => car.sold],
  ['reserved', (car: Car) => car.reserved && !car.sold],
] as const) {
  test(`a ${state} car offers Find Me Something Similar once, and it opens the prefilled form`, async ({
    page,
  }) => {
    const car = await carWhere('coastal-motors', wanted)
    await page.goto(`/cars/${car.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name)
    await expect(page.getByText('Find Me Something Similar', { exact: true })).toHaveCount(1)
    await expect(page.getByRole('list', { name: 'Actions for this car' })).toHaveCount(0)

    await page.getByRole('link', { name: 'Find Me Something Similar' }).click()
    await expect(page).toHaveURL(new RegExp(`/cars/${escapeRegExp(car.slug)}/similar$`))
    await expect(page.getByRole('heading', { name: 'Find Me Something Similar' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue(
      new RegExp(escapeRegExp(car.name)),
    )
  })
}

test('an available car’s actions and Continue are links to their forms', async ({ page }) => {
  const car = await carWhere(
    'coastal-motors',
    (candidate) =>
      !candidate.sold && !candidate.reserved && candidate.status === 'in_stock' && !candidate.tag,
  )
  await page.goto(`/cars/${car.slug}`)
  const actions = page.getByRole('list', { name: 'Actions for this car' })
  await expect(actions.getByRole('link', { name: 'Book a Test Drive' })).toHaveAttribute(
    'href',
    `/cars/${car.slug}/test-drive`,
  )
  await expect(actions.getByRole('link', { name: 'Request Photos' })).toHaveAttribute(
    'href',
    `/cars/${car.slug}/photos`,
  )
  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page).toHaveURL(new RegExp(`/cars/${escapeRegExp(car.slug)}/enquire$`))
  await expect(page.getByRole('heading', { name: 'Enquire Now' })).toBeVisible()
})

test('a dealer’s Message Now label shows, and Reserve goes to its /buy-online checkout', async ({ page }) => {
  const site = 'southern-cross-motor-group'
  // The site has checkout on (its demo seed); the domain says which of its cars can be reserved (§5).
  const car = await carWhere(site, (candidate) => canReserve(candidate, { checkoutEnabled: true }))
  await page.goto(siteUrl(site, `/cars/${car.slug}`))
  const actions = page.getByRole('list', { name: 'Actions for this car' })
  await expect(actions.getByRole('link', { name: 'Message Now' })).toHaveAttribute(
    'href',
    `/cars/${car.slug}/enquire`,
  )
  await expect(actions.getByRole('link', { name: /^Reserve Now/ })).toHaveAttribute(
    'href',
    `/cars/${car.slug}/buy-online`,
  )
})

test('a dealer with a fixed contact page sends Enquire Now there with the car, and the lead goes through', async ({
  page,
}) => {
  const car = await carWhere(
    'harbour-nissan',
    (candidate) =>
      !candidate.sold && !candidate.reserved && candidate.status === 'in_stock' && !candidate.tag,
  )
  await page.goto(siteUrl('harbour-nissan', `/cars/${car.slug}`))
  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page).toHaveURL(
    new RegExp(`/contact-us/harbour-nissan\\?car=${escapeRegExp(encodeURIComponent(car.slug))}$`),
  )
  // The contact form knows the car it is about.
  await expect(page.getByRole('link', { name: `Back to ${car.name}` })).toBeVisible()
  await page.getByRole('combobox', { name: /Enquiry type/ }).selectOption('Sales Enquiry')
  await fillContact(page)
  await page.getByRole('textbox', { name: /Message/ }).fill(`Is the ${car.name} still available?`)
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await expectSuccessPage(page)
})
