import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { dealerLogo } from '../fixtures/logos.js'
import { TopBanner } from '../top-banner/TopBanner.js'
import { SiteHeader } from './SiteHeader.js'

const logo = dealerLogo(180, 48)

const meta = {
  title: 'Blocks/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    siteName: 'Bayside Toyota',
    homeHref: '/',
    phone: '(07) 3555 0199',
    navigation: [
      { label: 'New Cars', href: '/search/new-cars' },
      { label: 'Used Cars', href: '/search/used-cars/' },
      { label: 'Demo Cars', href: '/search/demo-cars' },
      { label: 'Finance', href: '/finance' },
      { label: 'Book a Service', href: '/service' },
      { label: 'Sell Your Car', href: '/valuations' },
      { label: 'Contact', href: '/contact' },
    ],
    currentHref: '/search/used-cars/',
  },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

export const WithSiteName: Story = {}
export const WithLogo: Story = { args: { logoUrl: logo } }
export const NewZealandDealer: Story = {
  args: {
    siteName: 'Harbour Motors',
    phone: '+64 9 555 0142',
    navigation: [
      { label: 'Used Cars', href: '/search/used-cars/' },
      { label: 'Finance', href: '/finance' },
      { label: 'Contact', href: '/contact' },
    ],
    currentHref: undefined,
  },
}

/**
 * Below 1024 px the navigation sits in a drawer behind Menu: the play opens it where the button
 * shows (the mobile screenshot) and checks the drawer's links; at desktop width the bar shows them.
 */
export const MobileMenuOpen: Story = {
  parameters: { screenshot: { selector: ['.fc-Drawer-overlay', '.fc-StoryFrame'], height: 720 } },
  play: async ({ canvasElement }) => {
    // Hidden at desktop width, where the bar shows the links instead.
    const menu = within(canvasElement).queryByRole('button', { name: 'Menu' })
    if (!menu) return
    await userEvent.click(menu)
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' })
    await expect(within(drawer).getAllByRole('link')).toHaveLength(7)
  },
}

const menus = [
  {
    label: 'New Cars',
    menu: {
      kind: 'columns' as const,
      groups: [
        {
          heading: 'By body',
          links: [
            { label: 'SUV', href: '/search/suv' },
            { label: 'Ute', href: '/search/ute' },
          ],
        },
        {
          heading: 'By type',
          links: [
            { label: 'All New Cars', href: '/search/new-cars' },
            { label: 'Demo Cars', href: '/search/demo-cars' },
          ],
        },
      ],
    },
  },
  { label: 'Used Cars', href: '/search/used-cars/' },
  { label: 'Finance', href: '/finance' },
  { label: 'Contact', href: '/contact' },
]

/** The large variant, sticky, with the top banner and a mega menu in the navbar (§2). */
export const LargeStickyWithBanner: Story = {
  args: {
    size: 'large',
    isSticky: true,
    navigation: menus,
    logoUrl: logo,
    banner: (
      <TopBanner
        phones={[
          { label: 'Sales', phone: '(07) 3555 0199' },
          { label: 'Service', phone: '(07) 3555 0230' },
        ]}
        favourites={{ count: 1, href: '/favourites' }}
      />
    ),
  },
}

/** In the drawer a mega menu's links are listed under its name. */
export const MobileMenuWithGroups: Story = {
  args: { navigation: menus },
  parameters: { screenshot: { selector: ['.fc-Drawer-overlay', '.fc-StoryFrame'], height: 720 } },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).queryByRole('button', { name: 'Menu' })
    if (!menu) {
      // Desktop: the dropdown opens from the navbar.
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Cars' }))
      await expect(await within(document.body).findByRole('dialog', { name: 'New Cars' })).toBeTruthy()
      return
    }
    await userEvent.click(menu)
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' })
    await expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['SUV', 'Ute', 'All New Cars', 'Demo Cars', 'Used Cars', 'Finance', 'Contact'])
  },
}

/**
 * Navbar dropdowns from site navigation (§2 "main navbar with dropdowns"): a stock menu with
 * counts and a short dropdown of links; the keyboard opens the dropdown and reaches its links.
 */
export const WithDropdownAndStockMenu: Story = {
  args: {
    navigation: [
      {
        label: 'Search Stock',
        menu: {
          kind: 'stock' as const,
          groups: [
            {
              links: [
                { label: 'All Stock', href: '/search/new-used-and-demo-cars/', count: 212 },
                { label: 'New', href: '/search/new-cars', count: 48 },
                { label: 'Used', href: '/search/used-cars', count: 139 },
              ],
            },
          ],
        },
      },
      {
        label: 'Finance',
        items: [
          { label: 'Finance', href: '/finance' },
          { label: 'Finance Pre-Approval', href: '/finance-pre-approval' },
        ],
      },
      { label: 'Contact', href: '/contact' },
    ],
    currentHref: undefined,
  },
  // Room below the bar so the desktop screenshot shows the open dropdown.
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '12rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { selector: ['.fc-Drawer-overlay', '.fc-StoryFrame'], height: 720 } },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).queryByRole('button', { name: 'Menu' })
    if (menu) {
      await userEvent.click(menu)
      const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' })
      await expect(
        within(drawer)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['All Stock', 'New', 'Used', 'Finance', 'Finance Pre-Approval', 'Contact'])
      return
    }
    within(canvasElement).getByRole('button', { name: 'Finance' }).focus()
    await userEvent.keyboard('{Enter}')
    const dropdown = await within(document.body).findByRole('menu')
    await expect(within(dropdown).getByRole('menuitem', { name: 'Finance Pre-Approval' })).toHaveAttribute(
      'href',
      '/finance-pre-approval',
    )
  },
}
