// Reserve online (§2 /cars/{slug}/checkout) on the motorcycle demo site, whose bikes take the local
// test processor: Reserve Now leads to checkout, the test payment reserves the bike and its page
// then says Reserved (§4), with or without JavaScript; a malformed card says which field; a sold
// bike's checkout says why it cannot be reserved (§5).
import { type Car, canReserve } from '@forecourt/domain'
import { carsOf, escapeRegExp, platformUrl } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const PLATFORM = platformUrl()

const SITE = 'throttle-motorcycles'

/** Cars of a site the predicate picks, in the platform's order, skipping `taken` ones. */
async function carsWhere(site: string, wanted: (car: Car) => boolean, count = 1): Promise<Car[]> {
  const found: Car[] = []
  for (let page = 1; ; page++) {
    const { cars, total_pages } = await carsOf(site, page, 100)
    found.push(...cars.filter(wanted))
    if (found.length >= count) return found.slice(0, count)
    if (page >= total_pages) throw new Error(`not enough such cars on ${site}`)
  }
}

const reservable = (car: Car) => canReserve(car, { checkoutEnabled: true })

async function carFromPlatform(site: string, slug: string): Promise<Car> {
  const response = await fetch(`${PLATFORM}/v1/sites/${site}/cars/${slug}`)
  return ((await response.json()) as { car: Car }).car
}

async function payWithTestCard(page: Page, car: Car) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reserve ${car.name}`)
  const summary = page.getByRole('region', { name: car.name })
  await expect(summary.getByRole('img', { name: car.name })).toBeVisible()
  await expect(summary.getByText('$500', { exact: true })).toBeVisible()
  await expect(summary.getByRole('heading', { name: 'What happens next' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Test payment' })
  await expect(form.getByText('Test payment — no money is taken')).toBeVisible()
  await expect(form.getByRole('textbox', { name: /Card number/ })).toHaveValue('4242 4242 4242 4242')
  await form.getByRole('button', { name: 'Pay $500 deposit' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reserved')
  await expect(page.getByText(`${car.name} is reserved for you`)).toBeVisible()
  await expect(page.getByText(/Reservation number: \d+/)).toBeVisible()
  expect((await carFromPlatform(SITE, car.slug)).reserved).toBe(true)

  await page.getByRole('link', { name: `Back to ${car.name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/cars/${escapeRegExp(car.slug)}$`))
  await expect(page.getByText('Reserved', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Reserve Now/ })).toHaveCount(0)
}

test('Reserve Now → checkout → test payment → Reserved, and the car page then says Reserved', async ({
  page,
}) => {
  const [car] = await carsWhere(SITE, reservable)
  if (!car) throw new Error('no reservable car')
  await page.goto(`/cars/${car.slug}`)
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(car.name)))
  await page
    .getByRole('list', { name: 'Actions for this motorcycle' })
    .getByRole('link', { name: 'Reserve Now $500' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/cars/${escapeRegExp(car.slug)}/checkout$`))
  await expect(page).toHaveTitle(`Reserve ${car.name} | Throttle Motorcycles`)
  await payWithTestCard(page, car)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the test payment is a plain form post and reserves the car', async ({ page }) => {
    // The second reservable car: the first may be reserved by the test above.
    const [, car] = await carsWhere(SITE, reservable, 2)
    if (!car) throw new Error('no second reservable car')
    await page.goto(`/cars/${car.slug}/checkout`)
    await payWithTestCard(page, car)
  })

  test('a malformed test card says which field, and nothing is reserved', async ({ page }) => {
    const [, , car] = await carsWhere(SITE, reservable, 3)
    if (!car) throw new Error('no third reservable car')
    await page.goto(`/cars/${car.slug}/checkout`)
    await page.getByRole('textbox', { name: /Expiry/ }).fill('13/99')
    await page.getByRole('button', { name: 'Pay $500 deposit' }).click()
    await expect(page.getByText('Enter the expiry as MM/YY.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: /Expiry/ })).toHaveAttribute('aria-invalid', 'true')
    expect((await carFromPlatform(SITE, car.slug)).reserved).toBe(false)
  })
})

test('a sold car’s checkout explains it cannot be reserved, with a way back and Find Me Something Similar', async ({
  page,
}) => {
  const [car] = await carsWhere(SITE, (candidate) => candidate.sold)
  if (!car) throw new Error('no sold car')
  const response = await page.goto(`/cars/${car.slug}/checkout`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reserve ${car.name}`)
  await expect(page.getByRole('heading', { name: 'Not available to reserve' })).toBeVisible()
  await expect(page.getByText('This car has been sold, so it can no longer be reserved.')).toBeVisible()
  await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: `Back to ${car.name}` }).first()).toHaveAttribute(
    'href',
    `/cars/${car.slug}`,
  )
  await page.getByRole('link', { name: 'Find Me Something Similar' }).click()
  await expect(page).toHaveURL(new RegExp(`/cars/${escapeRegExp(car.slug)}/similar$`))
})
