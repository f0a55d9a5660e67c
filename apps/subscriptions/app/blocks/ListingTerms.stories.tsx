import type { Meta, StoryObj } from '@forecourt/story-harness/csf'
import { storyCar, storySite } from '@forecourt/story-harness/family-fixtures'
import { ListingTerms } from './ListingTerms'

const meta = {
  title: 'Subscriptions/ListingTerms',
  component: ListingTerms,
  args: {
    site: storySite('subscriptions'),
    car: storyCar({
      name: '2024 Toyota Corolla Ascent Sport',
      listing: {
        kind: 'subscription',
        weekly_price: 189,
        minimum_term_months: 3,
        km_allowance_per_week: 500,
        bond: 500,
      },
    }),
  },
} satisfies Meta<typeof ListingTerms>

export default meta
type Story = StoryObj<typeof meta>

/** A subscription: the weekly price, what it includes, the minimum term, kilometres and bond. */
export const Subscription: Story = {}

/** Unlimited kilometres. */
export const UnlimitedKilometres: Story = {
  args: {
    car: storyCar({
      listing: {
        kind: 'subscription',
        weekly_price: 229,
        minimum_term_months: 1,
        km_allowance_per_week: null,
      },
    }),
  },
}

/** A rental: daily and weekly rates and where to collect the car. */
export const Rental: Story = {
  args: {
    site: storySite('subscriptions', { region: 'NZ', currency: 'NZD' }),
    car: storyCar({
      listing: {
        kind: 'rental',
        daily_rate: 79,
        weekly_rate: 420,
        pickup_location: '12 Main St, Christchurch',
      },
    }),
  },
}
