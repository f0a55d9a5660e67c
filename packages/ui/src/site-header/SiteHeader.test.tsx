import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteHeader, type SiteHeaderProps } from './SiteHeader.js'

// The overlay's module loads on first use (lazyPart): a slow machine may take a while to import it.
const LAZY = { timeout: 5000 }

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

  it('opens the navigation in a Menu drawer, marks the body, and closes on a choice', async () => {
    render(<SiteHeader {...props} currentHref="/finance" />)
    const menuButton = screen.getByRole('button', { name: 'Menu' })
    expect(menuButton.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(menuButton)
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, LAZY)
    expect(document.body.dataset.modalOpen).toBe('')
    const nav = within(drawer).getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['New Cars', 'Used Cars', 'Finance', 'Contact'])
    fireEvent.click(within(nav).getByRole('link', { name: 'Used Cars' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.body.dataset.modalOpen).toBeUndefined()
  })

  it('puts a mega menu in the navbar and its links under its name in the drawer', async () => {
    const navigation = [
      {
        label: 'New Cars',
        menu: { kind: 'columns' as const, groups: [{ links: [{ label: 'SUV', href: '/search/suv' }] }] },
      },
      { label: 'Contact', href: '/contact' },
    ]
    render(<SiteHeader {...props} navigation={navigation} />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('button', { name: 'New Cars' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, LAZY)
    expect(within(drawer).getByText('New Cars')).toBeTruthy()
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['SUV', 'Contact'])
  })

  it('renders the banner above the bar and marks the large and sticky variants', () => {
    render(<SiteHeader {...props} banner={<p>Sales: (07) 3555 0199</p>} size="large" isSticky />)
    const header = screen.getByRole('banner')
    expect(header.firstElementChild?.textContent).toBe('Sales: (07) 3555 0199')
    expect(header.dataset.size).toBe('large')
    expect(header.dataset.sticky).toBe('true')
  })

  it('scrolls focus out from under the stuck header (WCAG 2.4.11)', () => {
    render(
      <>
        <SiteHeader {...props} isSticky />
        <a href="#under">Under the header</a>
      </>,
    )
    const header = screen.getByRole('banner')
    const under = screen.getByRole('link', { name: 'Under the header' })
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue({ top: 0, bottom: 80 } as DOMRect)
    vi.spyOn(under, 'getBoundingClientRect').mockReturnValue({ top: 60, bottom: 84 } as DOMRect)
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {})
    under.focus()
    expect(scrollBy).toHaveBeenCalledWith({ top: -32 })
    vi.restoreAllMocks()
  })

  it('opens a dropdown of links from the navbar, and lists its links under its name in the drawer', async () => {
    const navigation = [
      { label: 'Finance', items: [{ label: 'Finance Pre-Approval', href: '/finance-pre-approval' }] },
    ]
    render(<SiteHeader {...props} navigation={navigation} />)
    const bar = screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement
    fireEvent.click(within(bar).getByRole('button', { name: 'Finance' }))
    expect(
      within(await screen.findByRole('menu', {}, LAZY))
        .getByRole('menuitem', { name: 'Finance Pre-Approval' })
        .getAttribute('href'),
    ).toBe('/finance-pre-approval')
    cleanup()
    render(<SiteHeader {...props} navigation={navigation} />)
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, LAZY)
    expect(within(drawer).getByText('Finance')).toBeTruthy()
    expect(within(drawer).getByRole('link', { name: 'Finance Pre-Approval' }).getAttribute('href')).toBe(
      '/finance-pre-approval',
    )
  })
})
