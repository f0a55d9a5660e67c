import { randomUUID } from 'node:crypto'
import type { Car } from '@forecourt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPlatformStore } from '../db/platform-store.js'
import { DealerLeadListAnswerSchema, DealerResendAnswerSchema } from '../dealer/dealer-lead.js'
import { demoDealerToken } from '../dealer/dealer-token.js'
import { startLeadDeliveryWorker } from '../leads/delivery/lead-delivery-worker.js'
import { smtpEmailSender } from '../leads/delivery/lead-email.js'
import { startTestMailCatcher, type TestMailCatcher } from '../leads/delivery/test-mail-catcher.js'
import { ErrorAnswerSchema } from './api-answers.js'
import { jsonRequest, openSeededTestApp, type SeededTestApp } from './seeded-test-app.js'

let world: SeededTestApp
let catcher: TestMailCatcher
let car: Car
const coastal = { authorization: `Bearer ${demoDealerToken('coastal-motors')}` }
const kiwi = { authorization: `Bearer ${demoDealerToken('kiwi-auto-hub')}` }

beforeAll(async () => {
  world = await openSeededTestApp()
  catcher = await startTestMailCatcher()
  car = (
    (await (await world.app.request('/v1/sites/coastal-motors/cars?per_page=1')).json()) as { cars: Car[] }
  ).cars[0] as Car
}, 120_000)

afterAll(async () => {
  await catcher?.close()
  await world?.database.close()
})

async function postLead(site: string, body: Record<string, unknown>): Promise<string> {
  const response = await world.app.request(
    `/v1/sites/${site}/leads`,
    jsonRequest(
      'POST',
      { name: 'Dana Dealer-Test', email: 'dana@example.com', phone: '0412 555 020', message: 'Hi', ...body },
      { 'idempotency-key': randomUUID() },
    ),
  )
  expect(response.status).toBe(201)
  return ((await response.json()) as { lead_id: string }).lead_id
}

async function listLeads(headers: Record<string, string>, query = '') {
  const response = await world.app.request(`/v1/dealer/leads${query}`, { headers })
  return { response, body: (await response.json()) as unknown }
}

async function deliverAll() {
  const worker = startLeadDeliveryWorker({
    db: world.database.db,
    store: createPlatformStore(world.database.db),
    email: smtpEmailSender({ url: catcher.url, from: 'leads@forecourt.test' }),
    webhook: { post: async () => {} },
    pollMs: 3_600_000,
    log: () => {},
  })
  await worker.runOnce()
  await worker.stop()
}

describe('the dealer API (issue 13)', () => {
  it.each([
    ['no credential', {}],
    ['another scheme', { authorization: `Basic ${demoDealerToken('coastal-motors')}` }],
    ['an unknown token', { authorization: 'Bearer not-a-dealer-token' }],
  ])('refuses %s with 401', async (_name, headers) => {
    const { response, body } = await listLeads(headers)
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/)
    expect(ErrorAnswerSchema.parse(body).error.code).toBe('dealer_unauthenticated')
  })

  it("lists the site's own leads with answers and delivery status, never another site's", async () => {
    const mine = await postLead('coastal-motors', { car_id: car.id, is_last_step: true, trade_in_km: 82000 })
    const theirs = await postLead('kiwi-auto-hub', { is_last_step: true })
    const { response, body } = await listLeads(coastal)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const answer = DealerLeadListAnswerSchema.parse(body)
    expect(answer.site.slug).toBe('coastal-motors')
    expect(answer.leads.map((lead) => lead.lead_id)).toContain(mine)
    expect(answer.leads.map((lead) => lead.lead_id)).not.toContain(theirs)
    const lead = answer.leads.find((entry) => entry.lead_id === mine)
    expect(lead?.answers).toEqual({ trade_in_km: 82000 })
    expect(lead?.deliveries).toMatchObject([
      {
        kind: 'email',
        destination: 'leads@coastalmotors.com.au',
        status: 'pending',
        attempts: 0,
        attempt_log: [],
      },
    ])

    await deliverAll()
    const after = DealerLeadListAnswerSchema.parse((await listLeads(coastal)).body)
    expect(after.leads.find((entry) => entry.lead_id === mine)?.deliveries).toMatchObject([
      {
        status: 'delivered',
        attempts: 1,
        next_attempt_at: null,
        attempt_log: [{ attempt: 1, outcome: 'delivered' }],
      },
    ])
    const kiwiLeads = DealerLeadListAnswerSchema.parse((await listLeads(kiwi)).body)
    expect(kiwiLeads.leads.map((entry) => entry.lead_id)).toEqual([theirs])
  })

  it('pages newest first with limit and before', async () => {
    const ids = [
      await postLead('coastal-motors', { car_id: car.id, is_last_step: true }),
      await postLead('coastal-motors', { car_id: car.id, is_last_step: true }),
    ]
    const first = DealerLeadListAnswerSchema.parse((await listLeads(coastal, '?limit=1')).body)
    expect(first.leads.map((lead) => lead.lead_id)).toEqual([ids[1]])
    expect(first.next_before).not.toBeNull()
    const second = DealerLeadListAnswerSchema.parse(
      (await listLeads(coastal, `?limit=1&before=${encodeURIComponent(first.next_before ?? '')}`)).body,
    )
    expect(second.leads.map((lead) => lead.lead_id)).toEqual([ids[0]])
  })

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=abc', 'limit'],
    ['?before=yesterday', 'before'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const { response, body } = await listLeads(coastal, query)
    expect(response.status).toBe(400)
    expect(Object.keys(ErrorAnswerSchema.parse(body).error.fields ?? {})).toEqual([field])
  })

  it('re-sends a delivered lead under the same delivery id; another site cannot', async () => {
    const leadId = await postLead('coastal-motors', { car_id: car.id, is_last_step: true })
    await deliverAll()
    const refused = await world.app.request(`/v1/dealer/leads/${leadId}/resend`, {
      method: 'POST',
      headers: kiwi,
    })
    expect(refused.status).toBe(404)

    const resent = await world.app.request(`/v1/dealer/leads/${leadId}/resend`, {
      method: 'POST',
      headers: coastal,
    })
    expect(resent.status).toBe(202)
    const { lead } = DealerResendAnswerSchema.parse(await resent.json())
    expect(lead.deliveries).toMatchObject([{ status: 'pending', attempts: 0 }])
    await deliverAll()
    const mails = catcher.messages.filter((mail) => mail.headers.get('x-forecourt-lead-id') === leadId)
    expect(mails).toHaveLength(2)
    expect(new Set(mails.map((mail) => mail.messageId))).toEqual(
      new Set([`<${lead.deliveries[0]?.delivery_id}@leads.forecourt>`]),
    )
  })

  it('answers 409 for a lead that was never completed, 404 for an unknown one', async () => {
    const incomplete = await postLead('coastal-motors', { category: 'Finance Enquiry', is_last_step: false })
    const conflict = await world.app.request(`/v1/dealer/leads/${incomplete}/resend`, {
      method: 'POST',
      headers: coastal,
    })
    expect(conflict.status).toBe(409)
    const unknown = await world.app.request(`/v1/dealer/leads/${randomUUID()}/resend`, {
      method: 'POST',
      headers: coastal,
    })
    expect(unknown.status).toBe(404)
  })

  it('is in the OpenAPI document with its bearer credential', async () => {
    const document = (await (await world.app.request('/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>
    }
    expect(document.paths['/v1/dealer/leads']?.get?.security).toEqual([{ dealerToken: [] }])
    expect(document.paths['/v1/dealer/leads/{leadId}/resend']?.post?.security).toEqual([{ dealerToken: [] }])
  })
})
