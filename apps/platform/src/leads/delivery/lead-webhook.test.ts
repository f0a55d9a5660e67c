import { describe, expect, it } from 'vitest'
import { escapeXml } from './adf-document.js'
import { leadWebhookSignature, verifyLeadWebhook } from './lead-webhook.js'

const secret = 'crm-secret-0123456789'
const body = '{"type":"lead.completed","delivery_id":"d-1"}'
const now = new Date('2026-11-26T10:00:00Z')
const timestamp = Math.floor(now.getTime() / 1000)
const signature = leadWebhookSignature(secret, timestamp, body)

describe('verifyLeadWebhook (issue 13: a CRM checks what it receives)', () => {
  it('accepts the signature the platform sent, within the tolerance', () => {
    expect(verifyLeadWebhook({ secret, body, timestamp: String(timestamp), signature, now })).toEqual({
      ok: true,
    })
    expect(
      verifyLeadWebhook({
        secret,
        body,
        timestamp: String(timestamp),
        signature,
        now: new Date(now.getTime() + 299_000),
      }),
    ).toEqual({ ok: true })
  })

  it.each([
    ['a changed body', { body: body.replace('d-1', 'd-2') }, 'mismatch'],
    ['another secret', { secret: 'someone-elses-secret-123' }, 'mismatch'],
    ['a moved timestamp', { timestamp: String(timestamp + 1) }, 'mismatch'],
    ['a truncated signature', { signature: signature.slice(0, -2) }, 'mismatch'],
    ['no signature', { signature: undefined }, 'missing'],
    ['no timestamp', { timestamp: undefined }, 'missing'],
    ['a timestamp that is not a number', { timestamp: '12e9' }, 'missing'],
    ['a request replayed ten minutes later', { now: new Date(now.getTime() + 600_000) }, 'stale'],
  ])('refuses %s', (_name, change, reason) => {
    expect(
      verifyLeadWebhook({ secret, body, timestamp: String(timestamp), signature, now, ...change }),
    ).toEqual({
      ok: false,
      reason,
    })
  })
})

describe('escapeXml', () => {
  it.each([
    ['<b>&"\'', '&lt;b&gt;&amp;&quot;&apos;'],
    ['tab\tand\nnewline stay', 'tab\tand\nnewline stay'],
    ['bell\u0007 and NUL\u0000 go', 'bell and NUL go'],
  ])('escapes %j', (input, output) => {
    expect(escapeXml(input)).toBe(output)
  })
})
