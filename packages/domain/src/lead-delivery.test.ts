import { describe, expect, it } from 'vitest'
import { LeadDeliverySchema } from './schemas/lead-delivery.js'

describe('LeadDeliverySchema (issue 13)', () => {
  it('defaults to no destination at all', () => {
    expect(LeadDeliverySchema.parse({})).toEqual({ email: null, crm_webhook: null })
  })

  it.each([
    ['an e-mail that is not one', { email: 'leads at dealer' }, 'email'],
    [
      'a CRM address that is not http(s)',
      { crm_webhook: { url: 'ftp://crm.example', secret: 'x'.repeat(16) } },
      'crm_webhook',
    ],
    [
      'a short signing secret',
      { crm_webhook: { url: 'https://crm.example/leads', secret: 'short' } },
      'crm_webhook',
    ],
  ])('refuses %s', (_name, input, field) => {
    const parsed = LeadDeliverySchema.safeParse(input)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.path[0]).toBe(field)
  })

  it('keeps a lead inbox and a signed CRM webhook', () => {
    const delivery = {
      email: 'leads@dealer.example',
      crm_webhook: { url: 'https://crm.example/in', secret: 's'.repeat(32) },
    }
    expect(LeadDeliverySchema.parse(delivery)).toEqual(delivery)
  })
})
