// Issue 13, done when: "an enquiry on a demo site produces an e-mail in the catcher within a few
// seconds, with an ADF/XML attachment that parses and validates against the ADF element structure
// (prospect, vehicle, customer, vendor), and the dealer endpoint lists it as delivered."
import type { Car } from '@forecourt/domain'
import {
  appServer,
  contact,
  e2ePorts,
  expectSuccessPage,
  fillContact,
  mailCatcherServer,
  platformServer,
  startServer,
  stopServer,
} from '@forecourt/e2e-config'
import { expect, test } from '@playwright/test'
import { dataDir } from '../playwright.config'

// Its own mail catcher, platform and app (as npm start runs them), so the run's shared platform
// keeps its own settings.
const PLATFORM_PORT = e2ePorts('cars').platform + 2
const APP_PORT = e2ePorts('cars').app + 2
const catcher = mailCatcherServer({ webPort: PLATFORM_PORT + 2000, smtpPort: PLATFORM_PORT + 2001 })
const platform = platformServer({
  port: PLATFORM_PORT,
  dataDir: dataDir('lead-delivery'),
  appPorts: { cars: APP_PORT },
  smtpUrl: catcher.smtpUrl,
})
const app = appServer({ app: 'cars', port: APP_PORT, platformPort: PLATFORM_PORT })
const PLATFORM_URL = `http://127.0.0.1:${PLATFORM_PORT}`

interface CaughtMail {
  id: string
  subject: string
  to: Array<{ address: string }>
  headers: Record<string, string>
  attachments?: Array<{ filename: string; generatedFileName: string; contentType: string }>
}

test('an enquiry reaches the dealer by e-mail with a valid ADF attachment, and the dealer API says delivered', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const processes = [await startServer(catcher), await startServer(platform), await startServer(app)]
  try {
    const { cars } = (await (
      await fetch(`${PLATFORM_URL}/v1/sites/coastal-motors/cars?per_page=100`)
    ).json()) as {
      cars: Car[]
    }
    const car = cars.find((entry) => !entry.sold && !entry.reserved && entry.status === 'in_stock')
    if (!car) throw new Error('no available coastal-motors car')

    await page.goto(`http://coastal-motors.localhost:${APP_PORT}/cars/${car.slug}/enquire`)
    await fillContact(page)
    await page.getByRole('textbox', { name: /Message/ }).fill('Can I see it on Saturday? <10am> & not later')
    await page.getByRole('button', { name: 'Enquire Now' }).click()
    const submitted = Date.now()
    await expectSuccessPage(page)

    let mail: CaughtMail | undefined
    await expect
      .poll(
        async () => {
          const mails = (await (await fetch(`${catcher.webUrl}/api/email`)).json()) as CaughtMail[]
          mail = mails.find(
            (entry) =>
              entry.to.some((to) => to.address === 'leads@coastalmotors.com.au') &&
              entry.subject.includes(car.name),
          )
          return Boolean(mail)
        },
        { timeout: 10_000, intervals: [200] },
      )
      .toBe(true)
    // "Within a few seconds" of the shopper pressing the button.
    expect(Date.now() - submitted).toBeLessThan(10_000)
    const attachment = mail?.attachments?.[0]
    const leadId = mail?.headers['x-forecourt-lead-id'] ?? ''
    expect(attachment?.filename).toBe(`lead-${leadId}.adf.xml`)
    // MailDev serves an attachment under the name it stored it by.
    const stored = attachment?.generatedFileName ?? ''
    const xml = await (await fetch(`${catcher.webUrl}/api/email/${mail?.id}/attachment/${stored}`)).text()

    // The browser's own XML parser: a document that does not parse yields a <parsererror>.
    const adf = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml')
      const prospect = doc.querySelector('adf > prospect')
      return {
        parseError: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.nodeName,
        prospectChildren: [...(prospect?.children ?? [])].map((child) => child.nodeName),
        contact: Boolean(doc.querySelector('adf > prospect > customer > contact')),
        stock: doc.querySelector('adf > prospect > vehicle > stock')?.textContent,
        email: doc.querySelector('customer > contact > email')?.textContent,
        comments: doc.querySelector('customer > comments')?.textContent,
        vendor: doc.querySelector('vendor > vendorname')?.textContent,
      }
    }, xml)
    expect(adf.parseError).toBe(false)
    expect(adf.root).toBe('adf')
    expect(adf.prospectChildren).toEqual(
      expect.arrayContaining(['requestdate', 'vehicle', 'customer', 'vendor']),
    )
    expect(adf.contact).toBe(true)
    expect(adf.stock).toBe(car.stocknum)
    expect(adf.email).toBe(contact.email)
    expect(adf.comments).toContain('Can I see it on Saturday? <10am> & not later')
    expect(adf.vendor).toBeTruthy()

    const dealer = (await (
      await fetch(`${PLATFORM_URL}/v1/dealer/leads`, {
        headers: { authorization: 'Bearer demo-dealer-coastal-motors' },
      })
    ).json()) as { leads: Array<{ lead_id: string; deliveries: Array<{ kind: string; status: string }> }> }
    expect(dealer.leads.find((lead) => lead.lead_id === leadId)?.deliveries).toEqual([
      expect.objectContaining({ kind: 'email', status: 'delivered' }),
    ])
  } finally {
    for (const child of processes.reverse()) await stopServer(child)
  }
})
