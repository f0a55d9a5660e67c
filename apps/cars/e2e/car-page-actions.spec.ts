// The car page's actions of dealers that set their own (§2 Car action buttons), links that work
// without JavaScript: a dealer's own Enquire label shows and Reserve goes to its checkout path
// (§2 /buy-online). A sold or reserved vehicle's and an available one's actions: trucks'
// car-page-actions.spec.ts.
import { canReserve } from '@forecourt/domain'
import { carWhere, escapeRegExp, expectSuccessPage, fillContact, siteUrl } from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'

test.use({ javaScriptEnabled: false })

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
