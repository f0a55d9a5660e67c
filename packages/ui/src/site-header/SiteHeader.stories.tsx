import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { SiteHeader } from './SiteHeader.js'

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 48"><rect width="48" height="48" rx="10" fill="#0b4f9c"/><path d="M12 32 L24 14 L36 32 Z" fill="#fff"/><text x="58" y="31" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#111827">Bayside</text></svg>',
)}`

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
    const drawer = within(document.body).getByRole('dialog', { name: 'Menu' })
    await expect(within(drawer).getAllByRole('link')).toHaveLength(7)
  },
}
