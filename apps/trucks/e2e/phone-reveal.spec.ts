// The dealer's phone on a car page (§4, §7, §9): masked after its first five characters until the
// shopper presses it; pressing reveals it and the platform stores the reveal; the number is then a
// tel: link without spaces, brackets or plus signs (§2), and pressing it fires event 25 labelled New
// Car or Used Car. Below the large breakpoint, Call Now dials the same number and fires 25 too.
import { type Car, formatPhone } from '@forecourt/domain'
import { availableCar, platformUrl, serviceHeaders } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const PLATFORM = platformUrl()

// On the trucks demo site: the kit's car page reveals a truck dealer's phone the same way.
const SITE = 'big-rig-trucks'

/** The §4 label of a call about each kind of car (demo stock counts as new). */
const CALL_LABEL = { new: 'New Car', used: 'Used Car' } as const

/** How many reveals of the car's phone the platform has stored. */
async function revealsOf(car: Car): Promise<number> {
  const response = await fetch(`${PLATFORM}/v1/phone-reveals?car_id=${car.id}`, {
    headers: serviceHeaders(),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { reveals: number }).reveals
}

/** The call clicks (event 25) the page pushed to its dataLayer, with their labels and cars. */
function callClicks(page: Page) {
  return page.evaluate(() =>
    ((window as { dataLayer?: { event_id?: number; label?: string; car_id?: number }[] }).dataLayer ?? [])
      .filter((entry) => entry.event_id === 25)
      .map(({ label, car_id }) => ({ label, car_id })),
  )
}

/** Keeps a pressed tel: link from handing the number to the machine's dialer; the page's own handlers still run. */
function stayOnPageForTelLinks(page: Page) {
  return page.evaluate(() =>
    document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault()
    }),
  )
}

/** §2: the phone with spaces, brackets and plus signs removed. */
const telOf = (phone: string) => `tel:${phone.replace(/[\s()+]/g, '')}`

for (const carType of ['new', 'used'] as const) {
  test(`a ${carType} car’s phone is masked, then revealed and stored, then a call fires 25 labelled ${CALL_LABEL[carType]}`, async ({
    page,
  }) => {
    const car = await availableCar(SITE, carType)
    const phone = formatPhone(car.location.phone, 'AU')
    const before = await revealsOf(car)
    await page.goto(`/cars/${car.slug}`)
    // The reveal is a button of the hydrated page.
    await page.waitForLoadState('networkidle')

    const callBox = page.getByRole('region', { name: 'Call the dealer' })
    const reveal = callBox.getByRole('button', { name: 'Show number' })
    const masked = ((await reveal.textContent()) ?? '').replace('Show number', '')
    expect(masked).toHaveLength(phone.length)
    expect(masked.slice(0, 5)).toBe(phone.slice(0, 5))
    expect(masked.slice(5)).not.toMatch(/\d/)
    // Nowhere else on the car's page in full either ('Where to see it' names the location only).
    const carPage = page.getByRole('article', { name: car.name })
    await expect(carPage).not.toContainText(phone)
    await expect(carPage).not.toContainText(car.location.phone)

    const [recorded] = await Promise.all([
      page.waitForResponse(
        (answer) => answer.url().endsWith('/api/phone-reveal') && answer.request().method() === 'POST',
      ),
      reveal.click(),
    ])
    expect(recorded.status()).toBe(201)
    expect(await revealsOf(car)).toBe(before + 1)

    const link = callBox.getByRole('link', { name: phone })
    await expect(link).toHaveAttribute('href', telOf(car.location.phone))
    await expect(link).toHaveAttribute('href', /^tel:[^\s()+]+$/)
    expect(await callClicks(page)).toEqual([])

    await stayOnPageForTelLinks(page)
    await link.click()
    await expect.poll(() => callClicks(page)).toEqual([{ label: CALL_LABEL[carType], car_id: car.id }])
    expect(await revealsOf(car)).toBe(before + 1)
  })
}

test('Call Now dials the car’s location and fires 25, recording no reveal @mobile', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the bar with Call Now shows below the large breakpoint only (§2)')
  const car = await availableCar(SITE, 'used')
  const before = await revealsOf(car)
  await page.goto(`/cars/${car.slug}`)
  await page.waitForLoadState('networkidle')

  const callNow = page.getByRole('group', { name: 'Car actions' }).getByRole('link', { name: 'Call Now' })
  await expect(callNow).toHaveAttribute('href', telOf(car.location.phone))
  await stayOnPageForTelLinks(page)
  await callNow.tap()
  await expect.poll(() => callClicks(page)).toEqual([{ label: 'Used Car', car_id: car.id }])
  // The number was dialled, not shown: §4 records a reveal only.
  expect(await revealsOf(car)).toBe(before)
})
