import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SiteHeader, type SiteHeaderProps } from './SiteHeader.js'

afterEach(cleanup)

const props: SiteHeaderProps = {
  siteName: 'Bayside Toyota',
  homeHref: '/',
  phone: '(07) 3555 0199',
  navigation: [
    { label: 'New Cars', href: '/search/new-cars' },
    { label: 'Used Cars', href: '/search/used-cars/' },
    { label: 'Finance', href: '/finance' },
    { label: 'Contact', href: '/contact' },
  ],
}

describe('SiteHeader', () => {
  it('is a banner with the site name linking home', () => {
    render(<SiteHeader {...props} />)
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('link', { name: 'Bayside Toyota' }).getAttribute('href')).toBe('/')
  })

  it('shows the logo instead of the name when there is one', () => {
    render(<SiteHeader {...props} logoUrl="/logo.svg" />)
    const home = screen.getByRole('link', { name: 'Bayside Toyota home' })
    expect(within(home).getByRole('img').getAttribute('src')).toBe('/logo.svg')
  })

  it('lists the main navigation in order and marks the current page', () => {
    render(<SiteHeader {...props} currentHref="/finance" />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['New Cars', 'Used Cars', 'Finance', 'Contact'])
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page', null])
  })

  it('dials the dealer from a tel: link without spaces, brackets or plus signs', () => {
    render(<SiteHeader {...props} phone="+61 7 3555 0199" />)
    const phone = screen.getByRole('link', { name: 'Call +61 7 3555 0199' })
    expect(phone.getAttribute('href')).toBe('tel:61735550199')
  })

  it('offers a skip link to the main content first when given its id', () => {
    render(<SiteHeader {...props} mainContentId="main" />)
    const links = within(screen.getByRole('banner')).getAllByRole('link')
    expect(links[0]?.textContent).toBe('Skip to content')
    expect(links[0]?.getAttribute('href')).toBe('#main')
  })

  it('opens the navigation in a Menu drawer, marks the body, and closes on a choice', () => {
    render(<SiteHeader {...props} currentHref="/finance" />)
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    expect(document.body.dataset.modalOpen).toBe('')
    const nav = within(drawer).getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['New Cars', 'Used Cars', 'Finance', 'Contact'])
    fireEvent.click(within(nav).getByRole('link', { name: 'Used Cars' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.body.dataset.modalOpen).toBeUndefined()
  })
})
