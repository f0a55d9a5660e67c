import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { capalaba, cleveland } from '../fixtures/locations.js'
import { SiteFooter } from './SiteFooter.js'

afterEach(cleanup)

const provider = { name: 'Forecourt', href: 'https://forecourt.example' }

describe('SiteFooter', () => {
  it('lists each location with its address, phone and licence numbers', () => {
    render(
      <SiteFooter
        siteName="Bayside Toyota"
        locations={[capalaba, cleveland]}
        year={2025}
        provider={provider}
      />,
    )
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('heading', { name: 'Our Locations' })).toBeTruthy()
    const sales = within(footer)
      .getByRole('heading', { name: 'Bayside Toyota Capalaba - Sales' })
      .closest('li')
    if (!sales) throw new Error('location entry missing')
    expect(sales.textContent).toContain('88 Redland Bay Road')
    expect(sales.textContent).toContain('Capalaba QLD 4157')
    expect(within(sales).getByRole('link', { name: '(07) 3555 0199' }).getAttribute('href')).toBe(
      'tel:0735550199',
    )
    expect(within(sales).getByText('Dealer Licence No. 3105124')).toBeTruthy()
    const service = within(footer)
      .getByRole('heading', { name: 'Bayside Toyota Cleveland - Service' })
      .closest('li')
    if (!service) throw new Error('location entry missing')
    expect(within(service).queryByText(/Dealer Licence/)).toBeNull()
    expect(within(service).getByText('MRB No. 45120')).toBeTruthy()
  })

  it('ends with the copyright and the website provider credit', () => {
    render(<SiteFooter siteName="Bayside Toyota" locations={[capalaba]} year={2025} provider={provider} />)
    expect(screen.getByRole('heading', { name: 'Our Location' })).toBeTruthy()
    expect(screen.getByText('© 2025 Bayside Toyota')).toBeTruthy()
    const credit = screen.getByText(/Website by/)
    expect(credit.textContent).toBe('Website by Forecourt')
    expect(within(credit).getByRole('link', { name: 'Forecourt' }).getAttribute('href')).toBe(provider.href)
  })

  it('shows no locations section when there are none', () => {
    render(<SiteFooter siteName="Bayside Toyota" locations={[]} year={2025} provider={provider} />)
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('adds the optional parts a dealer’s variant asks for', () => {
    render(
      <SiteFooter
        siteName="Bayside Toyota"
        locations={[]}
        year={2025}
        provider={{ name: 'Forecourt', href: 'https://forecourt.example' }}
        logo={{ url: '/logo.svg', alt: 'Bayside Toyota' }}
        social={[{ network: 'instagram', href: 'https://instagram.example/bayside' }]}
        showPaymentLogos
        columns={[{ heading: 'Cars', links: [{ label: 'Used Cars', href: '/search/used-cars/' }] }]}
        licenceNumbers={['Dealer Licence No. 3105124']}
        scrollToTopTargetId="top"
        extra={<p>Staff</p>}
      />,
    )
    const logo = screen.getByRole('img', { name: 'Bayside Toyota' })
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['227', '60'])
    expect(screen.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://instagram.example/bayside',
    )
    expect(screen.getByRole('list', { name: 'We accept' })).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Footer' })
    expect(within(nav).getByRole('link', { name: 'Used Cars' }).getAttribute('href')).toBe(
      '/search/used-cars/',
    )
    expect(screen.getByText('Dealer Licence No. 3105124')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy()
    expect(screen.getByText('Staff')).toBeTruthy()
  })

  it('lists the group’s other sites under a heading, only when there are some', () => {
    const { rerender } = render(
      <SiteFooter
        siteName="Bayside Group"
        locations={[]}
        year={2025}
        provider={provider}
        sisterSites={[
          { name: 'Bayside Toyota', href: 'https://toyota.bayside.example/', make: 'Toyota' },
          { name: 'Bayside Trucks', href: 'https://trucks.bayside.example/', make: 'Isuzu' },
        ]}
      />,
    )
    const block = screen.getByRole('region', { name: 'Our Other Sites' })
    const links = within(block).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bayside Toyota', 'https://toyota.bayside.example/'],
      ['Bayside Trucks', 'https://trucks.bayside.example/'],
    ])
    // The make shows only when the name does not already say it.
    expect(
      within(block)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bayside Toyota', 'Bayside Trucks (Isuzu)'])
    rerender(
      <SiteFooter siteName="Bayside Group" locations={[]} year={2025} provider={provider} sisterSites={[]} />,
    )
    expect(screen.queryByRole('region', { name: 'Our Other Sites' })).toBeNull()
  })
})
