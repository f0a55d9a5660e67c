import type { Meta, StoryObj } from '@storybook/react-vite'
import { makeCar } from '../fixtures/cars.js'
import { CheckoutSummary } from './CheckoutSummary.js'

const processor = {
  authorization_type: 'stripe' as const,
  authorization_key: 'pk_test_story',
  deposit_amount: 500,
  apple_pay_enabled: false,
  google_pay_enabled: false,
  google_merchant_id: null,
}

const meta = {
  title: 'Blocks/CheckoutSummary',
  component: CheckoutSummary,
  args: {
    car: makeCar({ payment_processors: [processor] }),
    nextSteps: [
      'Pay the deposit below; the car is reserved for you straight away.',
      'The dealership calls you within one business day to arrange an inspection.',
      'The deposit comes off the price when you buy the car.',
    ],
  },
  render: (args) => (
    <div style={{ maxInlineSize: '28rem' }}>
      <CheckoutSummary {...args} />
    </div>
  ),
} satisfies Meta<typeof CheckoutSummary>

export default meta
type Story = StoryObj<typeof meta>

/** A card deposit: the processor's own amount, as on the Reserve Now button. */
export const CardDeposit: Story = {}

/** A processor without an amount takes the §9 default of $200; a hosted page has its own steps. */
export const DefaultDepositHostedPage: Story = {
  args: {
    car: makeCar({
      payment_processors: [{ ...processor, authorization_type: 'till', deposit_amount: null }],
    }),
    nextSteps: ['The dealership sends you a link to pay the deposit on its payment provider’s page.'],
  },
}
