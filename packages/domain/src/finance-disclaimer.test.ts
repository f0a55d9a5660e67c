import { describe, expect, it } from 'vitest'
import { FINANCE_GUIDE_ONLY, financeDisclaimer } from './finance-disclaimer.js'

describe('financeDisclaimer (§9: long, states guide-only calculators)', () => {
  it.each([
    [
      'AU, Angle',
      { region: 'AU', finance_provider: 'Angle' },
      'provided by Angle',
      'National Consumer Credit Protection Act 2009',
    ],
    [
      'AU, no provider',
      { region: 'AU', finance_provider: null },
      'arranged by the dealer',
      '$30,000 over 5 years',
    ],
    [
      'AU, Manual',
      { region: 'AU', finance_provider: 'Manual' },
      'arranged by the dealer',
      'National Consumer Credit',
    ],
    [
      'NZ, 360 Finance',
      { region: 'NZ', finance_provider: '360 Finance' },
      'provided by 360 Finance',
      'Credit Contracts and Consumer Finance Act 2003',
    ],
    ['NZ, provider left out', { region: 'NZ' }, 'arranged by the dealer', 'disclosure statement'],
  ] as const)('%s', (_label, site, lender, law) => {
    const paragraphs = financeDisclaimer(site)
    const text = paragraphs.join(' ')
    expect(paragraphs[0]).toBe(FINANCE_GUIDE_ONLY)
    expect(text).toContain('a guide only')
    expect(text).toContain(lender)
    expect(text).toContain(law)
    expect(text.length).toBeGreaterThan(600)
  })

  it('names no other region’s law', () => {
    expect(financeDisclaimer({ region: 'NZ' }).join(' ')).not.toContain('National Consumer Credit')
    expect(financeDisclaimer({ region: 'AU' }).join(' ')).not.toContain('Credit Contracts')
  })
})
