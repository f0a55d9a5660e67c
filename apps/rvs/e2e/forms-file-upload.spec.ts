// Issue 16 row 15: Sell Your Car's optional photos, on the RV demo site where the page (/valuations)
// is Sell Your RV and the field Photos of your RV. A small PNG made here goes with the lead and is
// stored with it; a file over the limit or of the wrong kind is refused beside the field, with and
// without JavaScript, and every other answer stays filled. axe stays clean with the field shown.
import {
  contact,
  expectSuccessPage,
  fillContact,
  PLATFORM_MESSAGE,
  platformUrl,
  savedLeadId,
  seriousAxeFindings,
  serviceHeaders,
} from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

const PLATFORM = platformUrl()

const SITE = 'open-road-rvs'
// The form in the family's words; the dealer's lead category stays 'Sell Your Car'.
const PHOTOS = /Photos of your RV/

/** A PNG's signature and header, padded to `size` bytes: its first bytes are all the check reads. */
function png(size = 256): Buffer {
  const bytes = Buffer.alloc(size)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(bytes)
  return bytes
}

async function fillVehicleStep(page: Page) {
  await page.goto('/valuations')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell Your RV')
  await page.getByRole('textbox', { name: /^Make/ }).fill('Jayco')
  await page.getByRole('textbox', { name: /^Model/ }).fill('Conquest')
  await page.getByRole('textbox', { name: /^Year/ }).fill('2018')
  await page.getByRole('textbox', { name: /^Kilometres/ }).fill('92000')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByLabel(PHOTOS)).toBeVisible()
}

async function fillDetails(page: Page) {
  await fillContact(page)
  await page.getByRole('textbox', { name: /Message/ }).fill(PLATFORM_MESSAGE)
}

async function expectDetailsKept(page: Page) {
  await expect(page.getByRole('textbox', { name: /Full Name/ })).toHaveValue(contact.name)
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(contact.email)
  await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue(PLATFORM_MESSAGE)
}

test('a photo of the RV goes with the lead and is stored with it', async ({ page }) => {
  await fillVehicleStep(page)
  const leadId = await savedLeadId(page)
  await fillDetails(page)
  await page.getByLabel(PHOTOS).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png() })
  expect(await seriousAxeFindings(page)).toEqual([])
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await expectSuccessPage(page)

  const stored = await fetch(`${PLATFORM}/v1/sites/${SITE}/leads/${leadId}`, { headers: serviceHeaders() })
  const { lead } = (await stored.json()) as {
    lead: {
      answers: Record<string, unknown>
      files: { file_id: string; name: string; type: string; size: number }[]
    }
  }
  expect(lead.answers.photos).toEqual(['front.png'])
  expect(lead.files).toMatchObject([{ name: 'front.png', type: 'image/png', size: 256 }])
  const file = await fetch(`${PLATFORM}/v1/sites/${SITE}/leads/${leadId}/files/${lead.files[0]?.file_id}`, {
    headers: serviceHeaders(),
  })
  expect(Buffer.from(await file.arrayBuffer()).equals(png())).toBe(true)
})

test('a photo over 5 MB is refused beside the field and the other answers stay', async ({ page }) => {
  await fillVehicleStep(page)
  await fillDetails(page)
  const photos = page.getByLabel(PHOTOS)
  await photos.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: png(5 * 1024 * 1024 + 1) })
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await expect(page.getByText('huge.png is larger than 5 MB. Choose a smaller file.')).toBeVisible()
  await expect(photos).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/valuations$/)
  await expectDetailsKept(page)
  expect(await seriousAxeFindings(page)).toEqual([])
})

test('without JavaScript, a file that is no photo is refused by the server and the answers stay', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await fillVehicleStep(page)
  await fillDetails(page)
  await page.getByLabel(PHOTOS).setInputFiles({
    name: 'rv.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>1</script>'),
  })
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await expect(
    page.getByText('rv.png is not a JPEG, PNG, WebP or PDF file. Choose a photo or a PDF.'),
  ).toBeVisible()
  await expectDetailsKept(page)

  // The same page, now with a real photo: the lead goes through.
  await page.getByLabel(PHOTOS).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png() })
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await expect(page).toHaveURL(/\/success\?category=Sell\+Your\+Car/)
  await context.close()
})
