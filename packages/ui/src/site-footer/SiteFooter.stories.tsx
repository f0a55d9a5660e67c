import type { Meta, StoryObj } from '@storybook/react-vite'
import { aucklandNorth, capalaba, cleveland } from '../fixtures/locations.js'
import { dealerLogo } from '../fixtures/logos.js'
import { StaffContacts } from '../staff-contacts/StaffContacts.js'
import { SiteFooter } from './SiteFooter.js'

const meta = {
  title: 'Blocks/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    siteName: 'Bayside Toyota',
    locations: [capalaba, cleveland],
    year: 2025,
    provider: { name: 'Forecourt', href: 'https://forecourt.example' },
  },
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

export const MultipleLocations: Story = {}
export const SingleLocation: Story = {
  args: { siteName: 'Harbour Motors', locations: [aucklandNorth] },
}
export const NoLocations: Story = { args: { locations: [] } }

const footerLogo = dealerLogo(227, 60)

/** Every optional part: logo 227×60, social, payment logos, columns, staff, licences, back to top. */
export const FullVariant: Story = {
  args: {
    logo: { url: footerLogo, alt: 'Bayside Toyota' },
    social: [
      { network: 'facebook', href: 'https://facebook.example/bayside' },
      { network: 'youtube', href: 'https://youtube.example/bayside' },
    ],
    showPaymentLogos: true,
    columns: [
      {
        heading: 'Cars',
        links: [
          { label: 'New Cars', href: '/search/new-cars' },
          { label: 'Used Cars', href: '/search/used-cars/' },
          { label: 'Demo Cars', href: '/search/demo-cars' },
        ],
      },
      {
        heading: 'Services',
        links: [
          { label: 'Finance', href: '/finance' },
          { label: 'Book a Service', href: '/service' },
          { label: 'Sell Your Car', href: '/valuations' },
        ],
      },
      {
        heading: 'About',
        links: [
          { label: 'Contact', href: '/contact' },
          { label: 'Privacy Policy', href: '/privacy-policy' },
        ],
      },
    ],
    licenceNumbers: ['Dealer Licence No. 3105124', 'MRB No. 45120'],
    scrollToTopTargetId: 'storybook-root',
    extra: (
      <StaffContacts
        staff={[
          { name: 'Priya Nair', role: 'Sales Manager', phone: '0412 555 019' },
          { name: 'Tom Walker', role: 'Finance Manager', phone: '0413 555 120' },
        ]}
      />
    ),
  },
}

/** A group's site: its other sites (§3 dealership_websites) after the locations. */
export const WithSisterSites: Story = {
  args: {
    sisterSites: [
      { name: 'Bayside Toyota Capalaba', href: 'https://toyota.bayside.example/', make: 'Toyota' },
      { name: 'Bayside Trucks', href: 'https://trucks.bayside.example/', make: 'Isuzu' },
      { name: 'Bayside Mazda', href: 'https://mazda.bayside.example/', make: 'Mazda' },
    ],
  },
}
