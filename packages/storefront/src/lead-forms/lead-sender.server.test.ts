// A lead step goes to the platform once per idempotency key; a refusal keeps the platform's words
// for the form; an outage says the lead is not sent yet, and the form keeps every answer (§8).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPlatformClient } from '../platform/platform-client.server.js'
import { type FakeAnswer, fakePlatformFetch } from '../test-support/fake-platform-fetch.js'
import { LEAD_NOT_SENT_YET_MESSAGE, leadSenderFor } from './lead-sender.server.js'

function senderAnswering(answer: FakeAnswer) {
  const { fetch, calls } = fakePlatformFetch(() => answer)
  return {
    send: leadSenderFor(createPlatformClient({ baseUrl: 'http://platform', fetch }).leads, 'bay motors'),
    calls,
  }
}

const step = { lead: { name: 'Alex', category: 'General Enquiry' }, isLastStep: true, idempotencyKey: 'k-1' }

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('leadSenderFor', () => {
  it('posts the fields at the top level with the last-step flag and the idempotency key', async () => {
    const { send, calls } = senderAnswering({
      status: 201,
      body: { lead_id: 'a1b2', lead_status: 'Completed' },
    })
    expect(await send(step)).toEqual({ ok: true, leadId: 'a1b2' })
    expect(calls[0]).toMatchObject({
      path: '/v1/sites/bay%20motors/leads',
      method: 'POST',
      body: { name: 'Alex', category: 'General Enquiry', is_last_step: true },
    })
    expect(calls[0]?.headers.get('idempotency-key')).toBe('k-1')
  })

  it('keeps the platform’s message and field errors when it refuses the lead', async () => {
    const { send } = senderAnswering({
      status: 400,
      body: {
        error: {
          code: 'invalid_request',
          message: 'Check the form',
          fields: { email: ['invalid email address'] },
        },
      },
    })
    expect(await send(step)).toEqual({
      ok: false,
      message: 'Check the form',
      fields: { email: 'invalid email address' },
    })
  })

  it.each<[string, FakeAnswer]>([
    ['unreachable', new TypeError('fetch failed')],
    ['failing', { status: 500, body: {} }],
    ['answering nonsense', { status: 201, body: { nothing: true } }],
  ])('says the lead is not sent yet when the platform is %s', async (_label, answer) => {
    expect(await senderAnswering(answer).send(step)).toEqual({
      ok: false,
      message: LEAD_NOT_SENT_YET_MESSAGE,
    })
  })
})
