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
})
