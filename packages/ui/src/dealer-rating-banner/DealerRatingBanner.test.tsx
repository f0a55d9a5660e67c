import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DealerRatingBanner } from './DealerRatingBanner.js'

afterEach(cleanup)

describe('DealerRatingBanner', () => {
  it.each([
    ['V', 'Passenger vehicle dealer (V)'],
    ['N', 'Commercial vehicle dealer (N)'],
  ] as const)('variant %s names the dealer class as %s', (variant, text) => {
    render(<DealerRatingBanner variant={variant} dealerName="Kiwi Auto Hub" />)
    const banner = screen.getByRole('complementary', { name: 'Dealer rating' })
    expect(within(banner).getByText(text)).toBeTruthy()
  })

  it('shows the rating and links to the review profile in a new tab', () => {
    render(
      <DealerRatingBanner
        variant="V"
        dealerName="Kiwi Auto Hub"
        rating={{ average: 4.6, count: 312 }}
        reviewsHref="https://reviews.example/kiwi"
      />,
    )
    const banner = screen.getByRole('complementary', { name: 'Dealer rating' })
    expect(banner.textContent).toContain('4.6')
    expect(banner.textContent).toContain('312 reviews')
    const link = within(banner).getByRole('link', { name: 'Rate Kiwi Auto Hub' })
    expect(link.getAttribute('href')).toBe('https://reviews.example/kiwi')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('leaves out stars and link it has no data for', () => {
    render(<DealerRatingBanner variant="N" dealerName="Big Rig Trucks" rating={null} />)
    const banner = screen.getByRole('complementary', { name: 'Dealer rating' })
    expect(within(banner).queryByRole('link')).toBeNull()
    expect(banner.textContent).not.toContain('review')
  })
})
