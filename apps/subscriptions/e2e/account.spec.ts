// The shopper's account (§2 /sign-in?type=watchlist&redirect, a watchlist page, §5 watchlist save
// needs a signed-in user with a phone, §7 POST /api/watchlist/save-car and /remove-car), on the
// subscriptions demo site: a New Zealand dealer whose saved cars are a watchlist, so shoppers sign
// in with NZ mobile numbers.
import { availableCar, carWhere, shopperPhone, signIn } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const SITE = 'drive-subscriptions'

/** A JSON POST from the page, as the site's own watchlist buttons send it (its cookies, its referer). */
function postFromPage(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ([url, payload]) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      })
      return { status: response.status, body: await response.json() }
    },
    [path, body] as const,
  )
}

test('the watchlist asks for sign-in, then saves, lists and removes cars, and signs out', async ({
  page,
}, testInfo) => {
  await page.goto('/watchlist')
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fwatchlist$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByText('save cars to your watchlist')).toBeVisible()

  const phone = shopperPhone('021 555 11', testInfo)
  await signIn(page, phone)
  await expect(page).toHaveURL(/\/watchlist$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your watchlist' })).toBeVisible()
  await expect(page.getByText('No cars in your watchlist yet.')).toBeVisible()

  // The storefront's own API, with the session the browser now holds (§7).
  const car = await availableCar(SITE)
  expect(
    await postFromPage(page, '/api/watchlist/save-car', { phone_number: phone, car_id: car.id }),
  ).toEqual({
    status: 200,
    body: { success: true },
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: car.name })).toBeVisible()

  // A button that knows only the car: the session's phone is used.
  const other = await carWhere(
    SITE,
    (candidate) => candidate.id !== car.id && !candidate.sold && candidate.status === 'in_stock',
  )
  expect(await postFromPage(page, '/api/watchlist/save-car', { car_id: other.id })).toEqual({
    status: 200,
    body: { success: true },
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: other.name })).toBeVisible()
  expect(await postFromPage(page, '/api/watchlist/remove-car', { car_id: other.id })).toMatchObject({
    status: 200,
  })

  await page.getByRole('button', { name: `Remove ${car.name} from your watchlist` }).click()
  await expect(page.getByText('No cars in your watchlist yet.')).toBeVisible()

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/watchlist')
  await expect(page).toHaveURL(/\/sign-in\?/)
})

test('a wrong code and a bad phone say what is wrong, without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/sign-in?type=watchlist&redirect=/watchlist')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('12345')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true')

  await page.getByRole('textbox', { name: 'Mobile number' }).fill('021 555 222')
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByRole('textbox', { name: 'Code' }).fill('000000')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page).toHaveURL(/\/sign-in\?/)
  await context.close()
})

test('the watchlist API answers 401 with where to sign in when nobody is signed in', async ({ page }) => {
  await page.goto('/')
  expect(
    await postFromPage(page, '/api/watchlist/save-car', { phone_number: '021 555 111', car_id: 1 }),
  ).toEqual({
    status: 401,
    body: { success: false, sign_in: '/sign-in?type=watchlist&redirect=%2F' },
  })
})

test('the car page saves to the watchlist after sign-in, with the §8 toasts', async ({ page }, testInfo) => {
  const car = await availableCar(SITE)
  const anonymous = await page.goto(`/cars/${car.slug}`)
  // Every anonymous shopper sees the same Save button: a CDN may keep that page.
  expect(anonymous?.headers()['cache-control']).toMatch(/^public, /)
  await page.getByRole('button', { name: `Save ${car.name} to your watchlist` }).click()
  await expect(page).toHaveURL(new RegExp(`/sign-in\\?type=watchlist&redirect=%2Fcars%2F${car.slug}$`))
  await signIn(page, shopperPhone('021 555 33', testInfo))
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}$`))

  await page.getByRole('button', { name: `Save ${car.name} to your watchlist` }).click()
  const toast = page.getByRole('alertdialog').or(page.getByRole('region', { name: /Notifications/ }))
  await expect(toast.getByText('Car Saved In Watchlist')).toBeVisible()
  await expect(toast.getByText(`${car.name} is now available in your watchlist`)).toBeVisible()
  await expect(page.getByRole('button', { name: `Saved: ${car.name} is in your watchlist` })).toBeVisible()

  // Signed in, the page shows this shopper's watchlist: it must never be stored for anyone else.
  const signedIn = await page.reload()
  expect(signedIn?.headers()['cache-control']).toBe('private, no-store')
  await page.getByRole('button', { name: `Saved: ${car.name} is in your watchlist` }).click()
  await expect(toast.getByText('Car Removed')).toBeVisible()
  await expect(page.getByRole('button', { name: `Save ${car.name} to your watchlist` })).toBeVisible()
})
