// @vitest-environment happy-dom
// The footer's sister-sites block (§3 dealership_websites) from the site's config: the group's
// other sites as links, never the site itself nor an unsafe link, and no block without them.
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testSite } from '../test-support/fixtures.js'
import { FrameStub, frameDataOf } from '../testing.js'
import { SiteFooterBlock } from './SiteFooterBlock.js'

afterEach(cleanup)

const website = (url: string, name: string, make: string | null = null) => ({ url, name, make, logo: null })

const footerOf = (dealershipWebsites: ReturnType<typeof website>[]) => {
  const site = testSite({
    navigation: { header: [], footer: [] },
    dealership_websites: dealershipWebsites,
  })
  render(
    <FrameStub frame={frameDataOf(site, '2026-11-27')}>
      <SiteFooterBlock />
    </FrameStub>,
  )
  return screen.getByRole('contentinfo')
}

describe('SiteFooterBlock sister sites', () => {
  it('lists the group’s other sites, leaving out the site itself and unsafe links', () => {
    const footer = footerOf([
      website('https://www.citymotors.example.com.au', 'City Motors'),
      website('https://citymazda.example.com.au', 'City Mazda', 'Mazda'),
      website('javascript:alert(document.cookie)', 'City Specials'),
      website('https://citytrucks.example.com.au/', 'City Trucks', 'Isuzu'),
    ])
    const block = within(footer).getByRole('region', { name: 'Our Other Sites' })
    expect(
      within(block)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['City Mazda', 'https://citymazda.example.com.au/'],
      ['City Trucks', 'https://citytrucks.example.com.au/'],
    ])
  })

  it.each([
    ['has none', []],
    ['lists only itself', [website('https://citymotors.example.com.au/', 'City Motors')]],
  ])('shows no block when the site %s', (_, websites) => {
    const footer = footerOf(websites)
    expect(within(footer).queryByRole('region', { name: 'Our Other Sites' })).toBeNull()
    expect(within(footer).getByText(/Website by/)).toBeTruthy()
  })
})
