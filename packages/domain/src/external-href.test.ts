import { describe, expect, it } from 'vitest'
import { externalHref } from './external-href.js'

describe('externalHref (site config is hostile)', () => {
  it.each([
    ['https://www.youtube.com/@dealer', 'https://www.youtube.com/@dealer'],
    ['http://dealer.example.com.au', 'http://dealer.example.com.au/'],
    ['  https://www.linkedin.com/company/dealer  ', 'https://www.linkedin.com/company/dealer'],
    ['HTTPS://Dealer.Example.com/Path?q=1#top', 'https://dealer.example.com/Path?q=1#top'],
  ])('links %o as %o', (value, expected) => {
    expect(externalHref(value)).toBe(expected)
  })

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['ftp://files.example.com'],
    ['mailto:sales@example.com'],
    ['/relative/path'],
    ['//protocol-relative.example.com'],
    ['www.no-scheme.example.com'],
    ['https://user:pass@evil.example.com'],
    ['https://trusted.example.com@evil.example.com'],
    ['https://'],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('refuses %o', (value) => {
    expect(externalHref(value)).toBeNull()
  })
})
