import { describe, expect, it } from 'vitest'
import { privacyPolicy } from './privacy-policy.js'

const base = { dealerName: 'Bayside Cars', region: 'AU' as const, phone: '07 3000 0000' }
const text = (sections: ReturnType<typeof privacyPolicy>) =>
  sections.flatMap((section) => [section.heading ?? '', ...section.paragraphs]).join('\n')

describe('privacyPolicy (§2 /privacy-policy, §9 privacy text)', () => {
  it.each([
    ['one paragraph', 'We respect your privacy.', ['We respect your privacy.']],
    ['paragraphs split on blank lines', 'First.\n\nSecond.\n  \nThird.', ['First.', 'Second.', 'Third.']],
    ['surrounding space trimmed', '  \n Only this. \n', ['Only this.']],
  ])('the site text: %s', (_case, customText, paragraphs) => {
    expect(privacyPolicy({ ...base, customText })).toEqual([{ heading: null, paragraphs }])
  })

  it.each([
    ['no site text', null],
    ['a blank site text', '  \n '],
  ])('the default when there is %s', (_case, customText) => {
    const sections = privacyPolicy({ ...base, customText })
    expect(sections.map((section) => section.heading)).toEqual([
      'About this policy',
      'What we collect and how',
      'Why we collect it',
      'Who we share it with',
      'Keeping it safe',
      'Access and correction',
      'Questions and complaints',
    ])
    expect(sections[0]?.paragraphs[0]).toContain('how Bayside Cars collects')
  })

  it.each([
    ['AU', 'Australian Privacy Principles', 'oaic.gov.au', 'within 30 days', 'outside Australia'],
    ['NZ', 'Privacy Act 2020', 'privacy.org.nz', 'within 20 working days', 'outside New Zealand'],
  ] as const)(
    '%s law, regulator, access time and overseas note',
    (region, law, regulator, time, overseas) => {
      const policy = text(privacyPolicy({ ...base, region }))
      for (const phrase of [law, regulator, time, overseas]) expect(policy).toContain(phrase)
    },
  )

  it.each([
    ['phone only', {}, 'contact Bayside Cars: Phone 07 3000 0000. We will'],
    [
      'phone, email and address',
      { email: 'sales@bayside.example', address: '1 Bay St, Cleveland QLD 4163' },
      'contact Bayside Cars: Phone 07 3000 0000, email sales@bayside.example, or write to us at 1 Bay St, Cleveland QLD 4163. We will',
    ],
  ])('the contact line with %s', (_case, extra, line) => {
    expect(text(privacyPolicy({ ...base, ...extra }))).toContain(line)
  })
})

describe('the group’s response times (§9 privacy policy for one group)', () => {
  it('follow the site text and the default alike, from the §9 constants', () => {
    for (const customText of ['Our own words.', null]) {
      const sections = privacyPolicy({ ...base, customText, responseTimes: true })
      expect(sections.at(-1)).toEqual({
        heading: 'How quickly we respond',
        paragraphs: [
          'We acknowledge a request for access to your personal information within 7 days and give you access within 30 days.',
          'We aim to resolve a complaint within 14 days, and always within 30 days.',
        ],
      })
    }
  })

  it('are not promised by a site that does not set them', () => {
    expect(text(privacyPolicy(base))).not.toContain('How quickly we respond')
    expect(text(privacyPolicy({ ...base, customText: 'Our own words.' }))).toBe('\nOur own words.')
  })
})
