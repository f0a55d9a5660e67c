import type { Meta, StoryObj } from '@storybook/react-vite'
import { DealerRatingBanner } from './DealerRatingBanner.js'

const meta = {
  title: 'Blocks/DealerRatingBanner',
  component: DealerRatingBanner,
  args: {
    variant: 'V',
    dealerName: 'Kiwi Auto Hub',
    rating: { average: 4.6, count: 312 },
    reviewsHref: 'https://search.google.com/local/writereview?placeid=demo',
  },
} satisfies Meta<typeof DealerRatingBanner>

export default meta
type Story = StoryObj<typeof meta>

/** A passenger vehicle dealer (§2 'passenger V'). */
export const Passenger: Story = {}

/** A commercial (trucks) dealer (§2 'commercial N'). */
export const Commercial: Story = { args: { variant: 'N', dealerName: 'Big Rig Trucks' } }

/** Reviews hidden by the site: the badge and link stay, the stars go. */
export const WithoutRating: Story = { args: { rating: null } }
