import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TopBanner } from './TopBanner.js'

const twoLocations = [
  { name: 'Capalaba', href: '/locations/bayside-toyota-capalaba' },
  { name: 'Cleveland', href: '/locations/bayside-toyota-cleveland' },
]
const fiveLocations = [
  ...twoLocations,
  { name: 'Victoria Point', href: '/locations/victoria-point' },
  { name: 'Wynnum', href: '/locations/wynnum' },
  { name: 'Redland Bay', href: '/locations/redland-bay' },
]

const meta = {
  title: 'Blocks/TopBanner',
  component: TopBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBanner>

export default meta
type Story = StoryObj<typeof meta>

/** Locations, Sales/Service/Parts phones, social links, rating and favourites. */
export const LocationsAndPhones: Story = {
  args: {
    locations: twoLocations,
    phones: [
      { label: 'Sales', phone: '(07) 3555 0199' },
      { label: 'Service', phone: '(07) 3555 0230' },
      { label: 'Parts', phone: '(07) 3555 0231' },
    ],
    social: [
      { network: 'facebook', href: 'https://facebook.example/bayside' },
      { network: 'instagram', href: 'https://instagram.example/bayside' },
      { network: 'tiktok', href: 'https://tiktok.example/@bayside' },
      { network: 'youtube', href: 'https://youtube.example/bayside' },
    ],
    rating: { average: 4.7, count: 312, href: 'https://reviews.example/bayside' },
    favourites: { count: 2, href: '/favourites' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Service: (07) 3555 0230' })).toHaveAttribute(
      'href',
      'tel:0735550230',
    )
    await expect(canvas.getByRole('link', { name: 'Instagram' })).toBeVisible()
  },
}

/** More than three locations collapse into one 'Locations' link (§9). */
export const ManyLocations: Story = {
  args: { locations: fiveLocations, locationsHref: '/contact', phone: '(07) 3555 0199' },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual(['Locations', '(07) 3555 0199'])
  },
}

/** The address-and-phone variant, with the border-time note. */
export const AddressAndPhone: Story = {
  args: {
    address: { text: '1 Boundary Street, Tweed Heads NSW 2485', href: 'https://maps.example/?q=tweed' },
    phone: '(07) 5555 0142',
    borderTimeNote: 'We are in NSW: our hours are NSW time, one hour ahead of QLD in summer.',
  },
}

/** Per-location 'Dealership:' and 'Service Centre:' entries with a search box. */
export const DealershipAndServiceCentre: Story = {
  args: {
    entries: [
      { label: 'Dealership', name: 'Capalaba', phone: '(07) 3555 0199' },
      { label: 'Service Centre', name: 'Cleveland', phone: '(07) 3555 0230' },
    ],
    search: (
      <input
        type="search"
        aria-label="Search cars"
        placeholder="Search cars"
        style={{ minBlockSize: '2rem', padding: '0 0.5rem', font: 'inherit' }}
      />
    ),
  },
}
