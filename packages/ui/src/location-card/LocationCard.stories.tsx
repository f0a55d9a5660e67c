import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { aucklandNorth, buyingCentre, capalaba, cleveland } from '../fixtures/locations.js'
import { LocationCard } from './LocationCard.js'

const showroom = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 150"><rect width="600" height="150" fill="#cfe0ee"/><rect x="60" y="50" width="480" height="100" fill="#f4f6f8"/><rect x="60" y="40" width="480" height="18" fill="#0b4f9c"/><rect x="90" y="75" width="120" height="75" fill="#9fb7cc"/><rect x="240" y="75" width="120" height="75" fill="#9fb7cc"/><rect x="390" y="75" width="120" height="75" fill="#9fb7cc"/></svg>',
)}`

const meta = {
  title: 'Blocks/LocationCard',
  component: LocationCard,
  args: {
    location: { ...capalaba, image: showroom },
    today: '2025-03-14',
    contactHref: '/contact-us/bayside-toyota-capalaba',
    directionsHref: 'https://www.google.com/maps/dir/?api=1&destination=-27.5236,153.1903',
    onEmailUs: fn(),
    showReviews: true,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocationCard>

export default meta
type Story = StoryObj<typeof meta>

export const Sales: Story = {}
export const ServiceWithLandlineAndMrb: Story = {
  args: {
    location: cleveland,
    viewLocationHref: '/locations/bayside-toyota-cleveland',
    sundayByAppointment: true,
  },
}
export const ReviewsHidden: Story = { args: { showReviews: false } }
export const Minimal: Story = {
  args: { location: aucklandNorth, directionsHref: undefined, onEmailUs: undefined, showReviews: false },
}
/** A buying location (§3 subtype) with its YouTube and LinkedIn links and, on its own page, its reviews. */
export const BuyingWithSocialAndReviews: Story = {
  args: { location: buyingCentre, showReviewList: true },
}
