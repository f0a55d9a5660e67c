import { SiteConfigSchema } from '@forecourt/domain'
import { describe, expect, it } from 'vitest'
import { dealerFaqs } from './dealer-faqs.js'

const site = (extra: Record<string, unknown>) =>
  SiteConfigSchema.parse({
    name: 'Bay Motors',
    slug: 'bay-motors',
    template: 'cars',
    region: 'AU',
    url: 'https://bay-motors.example.com.au',
    phone: '07 3000 0000',
    locations: [],
    ...extra,
  })

const answerTo = (question: RegExp, extra: Record<string, unknown> = {}) =>
  dealerFaqs(site(extra)).find((entry) => question.test(entry.question))?.answer ?? ''

describe('dealerFaqs (§2 /faqs)', () => {
  it.each([
    ['Angle', 'We arrange finance through Angle.'],
    ['Manual', 'We arrange finance.'],
    [null, 'We arrange finance.'],
  ])('finance with provider %s', (provider, start) => {
    expect(answerTo(/finance/, { finance_provider: provider }).startsWith(`Yes. ${start}`)).toBe(true)
  })

  it.each([
    [true, /reserve a car online/],
    [false, /hold a car/],
  ])('checkout %s asks %s', (checkout, question) => {
    expect(dealerFaqs(site({ features: { checkout } })).some((entry) => question.test(entry.question))).toBe(
      true,
    )
  })

  it('asks and answers in the family’s words', () => {
    const rvs = dealerFaqs(site({ template: 'rvs' }))
    expect(rvs.map((entry) => entry.question)).toContain('Can I test drive an RV before I buy?')
    expect(answerTo(/trade in/, { template: 'trucks' })).toBe(
      'Yes. Ask for a trade-in valuation from a truck page or on our Sell Your Truck page, and we will confirm the figure when we see the truck.',
    )
  })

  it('answers where the dealer is without locations by phone', () => {
    expect(answerTo(/Where are you/)).toBe(
      'Call Bay Motors on 07 3000 0000 for our address and opening hours.',
    )
  })
})
