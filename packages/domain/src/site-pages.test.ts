import { describe, expect, it } from 'vitest'
import { moneyBackTerms, pageParagraphs, SitePageSchema, sitePageAt } from './site-pages.js'

const pages = [
  SitePageSchema.parse({
    path: 'handback-guarantee',
    title: 'Handback Guarantee',
    kind: 'money-back-guarantee',
  }),
  SitePageSchema.parse({ path: 'toyota-service', title: 'Book a Toyota Service', kind: 'service-booking' }),
]

describe('sitePageAt', () => {
  it.each([
    ['/handback-guarantee', 'Handback Guarantee'],
    ['/handback-guarantee/', 'Handback Guarantee'],
    ['/toyota-service', 'Book a Toyota Service'],
    ['/handback', null],
    ['/handback-guarantee/more', null],
    ['/', null],
  ])('%s → %s', (pathname, title) => {
    expect(sitePageAt(pages, pathname)?.title ?? null).toBe(title)
  })
})

describe('SitePageSchema', () => {
  it.each(['handback-guarantee', 'pages/paint-protection', 'a1'])('takes the path %s', (path) => {
    expect(SitePageSchema.safeParse({ path, title: 'T', kind: 'text' }).success).toBe(true)
  })
  it.each(['/leading-slash', 'Upper-Case', 'double--hyphen', 'trailing/', '', 'spa ce'])(
    'refuses the path %s',
    (path) => {
      expect(SitePageSchema.safeParse({ path, title: 'T', kind: 'text' }).success).toBe(false)
    },
  )
})

describe('pageParagraphs', () => {
  it('splits on blank lines and drops empty paragraphs', () => {
    expect(pageParagraphs(' First.\n\n\nSecond line\nsame paragraph.\n \n')).toEqual([
      'First.',
      'Second line\nsame paragraph.',
    ])
    expect(pageParagraphs(null)).toEqual([])
  })
})

describe('moneyBackTerms (§9)', () => {
  const terms = moneyBackTerms('Southern Cross Motor Group')
  it('gives 14 days from the Delivery Date, for money back or an exchange', () => {
    expect(terms.summary).toBe(
      'Buy a used car from Southern Cross Motor Group and you have 14 days from the Delivery Date to return it for your money back or exchange it for another car.',
    )
  })
  it('lists every condition of the spec, and says it is for consumers only', () => {
    const text = terms.conditions.join(' ')
    for (const part of [
      '14 days',
      '500 km',
      'quarter of a tank',
      'keys, accessories and handbooks',
      'same condition',
      'financial lien',
    ]) {
      expect(text).toContain(part)
    }
    expect(terms.note).toMatch(/^This guarantee is for consumers only/)
  })
})
