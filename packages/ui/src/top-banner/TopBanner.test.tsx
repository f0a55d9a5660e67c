import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TopBanner } from './TopBanner.js'

afterEach(cleanup)

const locations = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ name: `Yard ${n + 1}`, href: `/locations/yard-${n + 1}` }))
const linkNames = () =>
  within(screen.getByRole('region', { name: 'Dealer contacts' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('TopBanner', () => {
  it('lists up to three locations, and one Locations link above that or when forced', () => {
    const { rerender } = render(<TopBanner locations={locations(3)} />)
    expect(linkNames()).toEqual(['Yard 1', 'Yard 2', 'Yard 3'])
    rerender(<TopBanner locations={locations(4)} locationsHref="/contact" />)
    expect(linkNames()).toEqual(['Locations'])
    rerender(<TopBanner locations={locations(2)} forceLocationsLink />)
    expect(linkNames()).toEqual(['Locations'])
  })

  it('dials Sales, Service and Parts, and per-location entries', () => {
    render(
      <TopBanner
        phones={[{ label: 'Parts', phone: '(07) 3555 0231' }]}
        entries={[{ label: 'Service Centre', name: 'Cleveland', phone: '+61 7 3555 0230' }]}
      />,
    )
    expect(screen.getByRole('link', { name: 'Parts: (07) 3555 0231' }).getAttribute('href')).toBe(
      'tel:0735550231',
    )
    expect(screen.getByText('Service Centre:')).toBeTruthy()
    expect(screen.getByRole('link', { name: '+61 7 3555 0230' }).getAttribute('href')).toBe('tel:61735550230')
  })

  it('names icon-only social links and shows the border-time note and favourites count', () => {
    render(
      <TopBanner
        social={[{ network: 'tiktok', href: 'https://tiktok.example/@dealer' }]}
        borderTimeNote="NSW time"
        favourites={{ count: 3, href: '/favourites' }}
      />,
    )
    expect(screen.getByRole('link', { name: 'TikTok' }).getAttribute('href')).toBe(
      'https://tiktok.example/@dealer',
    )
    expect(screen.getByText('NSW time')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Favourites 3' }).getAttribute('href')).toBe('/favourites')
  })

  it('links to favourites without a count when the count is not known', () => {
    render(<TopBanner favourites={{ href: '/mybigboxcars' }} />)
    expect(screen.getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe('/mybigboxcars')
  })
})
