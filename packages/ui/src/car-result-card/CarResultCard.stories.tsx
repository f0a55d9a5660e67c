import { financeEstimate } from '@forecourt/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { cars, FIXED_NOW } from '../fixtures/cars.js'
import { CarResultCard } from './CarResultCard.js'

const meta = {
  title: 'Blocks/CarResultCard',
  component: CarResultCard,
  args: {
    car: cars.inStock,
    href: '/cars/2021-toyota-rav4-gx-2wd-48211',
    currency: 'AUD',
    now: FIXED_NOW,
    onQuickEnquiry: fn(),
    loading: 'eager',
  },
  // A single card at the width of one column of results; the grid story lays out its own columns.
  decorators: [
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div style={{ maxWidth: '22rem' }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof CarResultCard>

export default meta
type Story = StoryObj<typeof meta>

export const InStock: Story = {}
export const NewArrival: Story = { args: { car: cars.newArrival } }
export const ComingSoon: Story = { args: { car: cars.comingSoon } }
export const Reserved: Story = { args: { car: cars.reserved, onFindSimilar: fn() } }
export const Sold: Story = { args: { car: cars.sold, onFindSimilar: fn() } }
/** The storefront's cards: Quick Enquiry and Find Me Something Similar are links to their forms. */
export const QuickEnquiryAsLink: Story = {
  args: { onQuickEnquiry: undefined, quickEnquiryHref: '/cars/2021-toyota-rav4-gx-2wd-48211/enquire' },
}
export const TestDriveOnly: Story = { args: { car: cars.testDriveOnly } }
export const NoPhoto: Story = { args: { car: cars.noPhoto } }
export const WithoutQuickEnquiry: Story = { args: { onQuickEnquiry: undefined } }
export const NewZealandDollars: Story = { args: { currency: 'NZD' } }

/** §2 weekly finance strip; repayment, interest rate and comparison rate at one size (§9 5-year wording). */
export const WithWeeklyFinance: Story = {
  args: {
    finance: financeEstimate(cars.inStock, { layout: 'five-year', annualRate: 8.99, comparisonRate: 9.47 }),
    onFinanceInfo: fn(),
  },
}

/** §9 layout with a 10% deposit and a 30% final payment. */
export const WithDepositAndBalloon: Story = {
  args: {
    finance: financeEstimate(cars.inStock, {
      layout: 'deposit-balloon',
      annualRate: 7.49,
      comparisonRate: 8.12,
    }),
  },
}

/** §2 favourite control on the photo: not saved, then saved. */
export const WithFavourite: Story = { args: { favourite: { isSelected: false, onChange: fn() } } }
export const WithFavouriteSaved: Story = { args: { favourite: { isSelected: true, onChange: fn() } } }

/** Another family's card: its own chips and a weekly subscription price in place of the car's. */
export const FamilyChipsAndWeeklyPrice: Story = {
  args: {
    attributes: [
      { attribute: 'minimum_term_months', label: '3 month minimum' },
      { attribute: 'km_allowance_per_week', label: '500 km per week' },
      { attribute: 'simple_transmission', label: 'Automatic' },
    ],
    price: { amount: '$189 per week', note: 'Subscription' },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText('$189 per week')).toBeVisible()
    await expect(card.getByText('500 km per week')).toBeVisible()
  },
}

/** A results row as the search page lays it out: one screenshot covers every state. */
export const ResultsGrid: Story = {
  parameters: { fullWidth: true },
  render: (args) => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))', gap: '1rem' }}
    >
      {Object.values(cars).map((car) => (
        <CarResultCard key={car.id} {...args} car={car} href={`/cars/${car.slug}`} onFindSimilar={fn()} />
      ))}
    </div>
  ),
}
