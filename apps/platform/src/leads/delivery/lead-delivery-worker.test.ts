import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Car } from '@forecourt/domain'
import { eq } from 'drizzle-orm'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listLeadDeliveries } from '../../db/lead-delivery-records.js'
import { createPlatformStore } from '../../db/platform-store.js'
import { leadDeliveries, sites } from '../../db/schema.js'
import { jsonRequest, openSeededTestApp, type SeededTestApp } from '../../http/seeded-test-app.js'
import { type LeadDeliveryWorkerOptions, startLeadDeliveryWorker } from './lead-delivery-worker.js'
import { smtpEmailSender } from './lead-email.js'
import {
  DELIVERY_ID_HEADER,
  fetchWebhookPoster,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyLeadWebhook,
} from './lead-webhook.js'
import { startTestMailCatcher } from './test-mail-catcher.js'

const CRM_SECRET = 'crm-secret-for-the-outbox-tests'
let world: SeededTestApp
let car: Car
let crm: {
  server: Server
  url: string
  answer: number
  received: Array<{ id: string; verified: boolean; body: string }>
}
// Ahead of the real clock the leads are committed with, and moved on by hand past each back-off.
let clock = new Date(Date.now() + 60_000)

beforeAll(async () => {
  world = await openSeededTestApp()
  car = (
    (await (await world.app.request('/v1/sites/coastal-motors/cars?per_page=1')).json()) as { cars: Car[] }
  ).cars[0] as Car
  crm = { server: createServer(), url: '', answer: 200, received: [] }
  crm.server.on('request', (request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const verified = verifyLeadWebhook({
        secret: CRM_SECRET,
        body,
        timestamp: request.headers[TIMESTAMP_HEADER] as string,
        signature: request.headers[SIGNATURE_HEADER] as string,
        now: clock,
      }).ok
      crm.received.push({ id: request.headers[DELIVERY_ID_HEADER] as string, verified, body })
      response.writeHead(crm.answer).end()
    })
  })
  await new Promise<void>((resolve) => crm.server.listen(0, '127.0.0.1', resolve))
  crm.url = `http://127.0.0.1:${(crm.server.address() as AddressInfo).port}/leads`
  // kiwi-auto-hub also feeds a CRM; coastal-motors only e-mails (its seeded lead inbox).
  await world.database.db
    .update(sites)
    .set({
      leadDelivery: { email: 'leads@kiwiautohub.co.nz', crm_webhook: { url: crm.url, secret: CRM_SECRET } },
    })
    .where(eq(sites.slug, 'kiwi-auto-hub'))
}, 120_000)

afterAll(async () => {
  await new Promise((resolve) => crm?.server.close(resolve))
  await world?.database.close()
})

async function completeLead(site: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await world.app.request(
    `/v1/sites/${site}/leads`,
    jsonRequest(
      'POST',
      {
        name: 'Robin <Reader> & Co',
        email: 'robin@example.com',
        phone: '0412 555 010',
        postcode: '4000',
        message: 'Is it still "available"? <script>alert(1)</script>',
        category: 'Vehicle Enquiry',
        is_last_step: true,
        ...extra,
      },
      { 'idempotency-key': randomUUID() },
    ),
  )
  expect(response.status).toBe(201)
  return ((await response.json()) as { lead_id: string }).lead_id
}

const deliveriesOf = async (leadId: string) => listLeadDeliveries(world.database.db, [leadId])

function worker(overrides: Partial<LeadDeliveryWorkerOptions>) {
  return startLeadDeliveryWorker({
    db: world.database.db,
    store: createPlatformStore(world.database.db),
    email: null,
    webhook: fetchWebhookPoster(2000),
    maxAttempts: 3,
    backoff: { baseMs: 60_000, maxMs: 600_000 },
    // Tests drive it with runOnce; the timer never fires within a test.
    pollMs: 3_600_000,
    now: () => clock,
    log: () => {},
    ...overrides,
  })
}

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}

describe('the lead outbox (issue 13)', () => {
  it('commits a completed lead with one pending delivery per destination, and an incomplete step with none', async () => {
    const step = await world.app.request(
      '/v1/sites/coastal-motors/leads',
      jsonRequest(
        'POST',
        {
          name: 'Step One',
          email: 'one@example.com',
          phone: '0412 555 011',
          category: 'Finance Enquiry',
          is_last_step: false,
        },
        { 'idempotency-key': randomUUID() },
      ),
    )
    expect(step.status).toBe(201)
    expect(await deliveriesOf(((await step.json()) as { lead_id: string }).lead_id)).toEqual([])

    const leadId = await completeLead('kiwi-auto-hub')
    const rows = await deliveriesOf(leadId)
    expect(
      rows.map(({ kind, destination, status, attempts }) => ({ kind, destination, status, attempts })),
    ).toEqual([
      { kind: 'email', destination: 'leads@kiwiautohub.co.nz', status: 'pending', attempts: 0 },
      { kind: 'webhook', destination: crm.url, status: 'pending', attempts: 0 },
    ])
  })

  it('retries an e-mail while the SMTP server is down and delivers it once it is back, with a valid ADF attachment', async () => {
    const leadId = await completeLead('coastal-motors', { car_id: car.id })
    const down = await startTestMailCatcher()
    const port = down.port
    await down.close()
    const lead = worker({
      email: smtpEmailSender({ url: `smtp://127.0.0.1:${port}`, from: 'leads@forecourt.test' }),
    })
    try {
      await lead.runOnce()
      let [delivery] = await deliveriesOf(leadId)
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1 })
      expect(delivery?.lastError).toMatch(/ECONNREFUSED/)
      // Not due again before its back-off.
      await lead.runOnce()
      expect((await deliveriesOf(leadId))[0]?.attempts).toBe(1)

      const catcher = await startTestMailCatcher(port)
      try {
        advance(60_000)
        await lead.runOnce()
        ;[delivery] = await deliveriesOf(leadId)
        expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 })
        expect(delivery?.attemptLog.map((attempt) => attempt.outcome)).toEqual(['failed', 'delivered'])
        const mails = catcher.messages.filter((mail) => mail.headers.get('x-forecourt-lead-id') === leadId)
        expect(mails).toHaveLength(1)
        const mail = mails[0]
        expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('leads@coastalmotors.com.au')
        expect(mail?.messageId).toBe(`<${delivery?.id}@leads.forecourt>`)
        expect(mail?.text).toContain('Robin <Reader> & Co sent an enquiry on')
        expect(mail?.text).toContain(`stock ${car.stocknum}`)
        const attachment = mail?.attachments[0]
        expect(attachment?.filename).toBe(`lead-${leadId}.adf.xml`)
        const xml = attachment?.content.toString('utf8') ?? ''
        expect(XMLValidator.validate(xml)).toBe(true)
        const adf = new XMLParser({ ignoreAttributes: false }).parse(xml).adf
        expect(Object.keys(adf.prospect)).toEqual(
          expect.arrayContaining(['requestdate', 'vehicle', 'customer', 'vendor']),
        )
        expect(adf.prospect.vehicle.stock).toBe(car.stocknum)
        expect(adf.prospect.customer.contact.name['#text']).toBe('Robin <Reader> & Co')
        expect(adf.prospect.customer.comments).toContain('<script>alert(1)</script>')

        // Delivered is final: later runs never send it again.
        advance(3_600_000)
        await lead.runOnce()
        expect(catcher.messages.filter((m) => m.headers.get('x-forecourt-lead-id') === leadId)).toHaveLength(
          1,
        )
      } finally {
        await catcher.close()
      }
    } finally {
      await lead.stop()
    }
  })

  it('retries a CRM answering 500 with back-off, then dead-letters it with every attempt recorded', async () => {
    const leadId = await completeLead('kiwi-auto-hub')
    const catcher = await startTestMailCatcher()
    const lead = worker({ email: smtpEmailSender({ url: catcher.url, from: 'leads@forecourt.test' }) })
    crm.answer = 500
    try {
      for (let run = 0; run < 5; run += 1) {
        await lead.runOnce()
        advance(600_000)
      }
      const [email, webhook] = await deliveriesOf(leadId)
      expect(email).toMatchObject({ kind: 'email', status: 'delivered', attempts: 1 })
      expect(webhook).toMatchObject({
        kind: 'webhook',
        status: 'dead',
        attempts: 3,
        lastError: 'CRM answered 500',
      })
      expect(webhook?.attemptLog.map((attempt) => attempt.outcome)).toEqual(['failed', 'failed', 'failed'])
      const mine = crm.received.filter((request) => request.id === webhook?.id)
      expect(mine).toHaveLength(3)
      expect(mine.every((request) => request.verified)).toBe(true)
    } finally {
      crm.answer = 200
      await lead.stop()
      await catcher.close()
    }
  })

  it('delivers exactly once per destination when two workers race for the same rows', async () => {
    const leadIds = [await completeLead('kiwi-auto-hub'), await completeLead('kiwi-auto-hub')]
    const catcher = await startTestMailCatcher()
    const options = { email: smtpEmailSender({ url: catcher.url, from: 'leads@forecourt.test' }) }
    const [one, two] = [worker(options), worker(options)]
    try {
      await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()])
      advance(1000)
      await Promise.all([one.runOnce(), two.runOnce()])
      for (const leadId of leadIds) {
        const rows = await deliveriesOf(leadId)
        expect(rows.map((row) => row.status)).toEqual(['delivered', 'delivered'])
        const webhookId = rows.find((row) => row.kind === 'webhook')?.id
        expect(crm.received.filter((request) => request.id === webhookId)).toHaveLength(1)
        const body = JSON.parse(crm.received.find((request) => request.id === webhookId)?.body ?? '{}')
        expect(body).toMatchObject({
          type: 'lead.completed',
          delivery_id: webhookId,
          lead: { lead_id: leadId },
        })
        expect(
          catcher.messages.filter((mail) => mail.headers.get('x-forecourt-lead-id') === leadId),
        ).toHaveLength(1)
      }
    } finally {
      await Promise.all([one.stop(), two.stop()])
      await catcher.close()
    }
  })

  it('wakes the worker when a lead is completed, not for an earlier step', async () => {
    let woken = 0
    const app = world.appWith({ deliveriesQueued: () => (woken += 1) })
    const send = (body: Record<string, unknown>) =>
      app.request(
        '/v1/sites/kiwi-auto-hub/leads',
        jsonRequest(
          'POST',
          { name: 'Wake Up', email: 'wake@example.com', phone: '0412 555 012', message: 'Hi', ...body },
          { 'idempotency-key': randomUUID() },
        ),
      )
    const step = await send({ category: 'Finance Enquiry', is_last_step: false })
    expect(woken).toBe(0)
    const { lead_id: leadId } = (await step.json()) as { lead_id: string }
    expect((await send({ lead_id: leadId, category: 'Finance Enquiry', is_last_step: true })).status).toBe(
      200,
    )
    expect(woken).toBe(1)
  })

  it('never writes a second delivery row for the same destination', async () => {
    const leadId = await completeLead('coastal-motors', { car_id: car.id })
    const [row] = await deliveriesOf(leadId)
    await world.database.db
      .insert(leadDeliveries)
      .values({
        id: randomUUID(),
        leadId,
        siteId: row?.siteId ?? 0,
        kind: 'email',
        destination: row?.destination ?? '',
      })
      .onConflictDoNothing()
    expect(await deliveriesOf(leadId)).toHaveLength(1)
  })
})
