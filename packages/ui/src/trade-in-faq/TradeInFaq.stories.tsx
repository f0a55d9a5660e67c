import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TradeInFaq } from './TradeInFaq.js'

// Sample content: a dealer's own five questions come from its site configuration.
const entries = [
  [
    'How is my trade-in valued?',
    'We compare your car with recent sales of the same make, model, age and kilometres.',
  ],
  ['Is the online estimate a firm offer?', 'No. It is a guide until we have inspected the car.'],
  ['What do I need to bring?', 'The car, its keys, service books and your licence.'],
  [
    'Can I trade in a car that still has finance owing?',
    'Yes. We pay out the lender and the difference comes off your new car.',
  ],
  ['How long does an inspection take?', 'Around 20 minutes at any of our locations.'],
].map(([question, answer]) => ({ question: question as string, answer: <p>{answer}</p> }))

const meta = {
  title: 'Blocks/TradeInFaq',
  component: TradeInFaq,
  args: { entries },
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <TradeInFaq {...args} />
    </div>
  ),
} satisfies Meta<typeof TradeInFaq>

export default meta
type Story = StoryObj<typeof meta>

export const Collapsed: Story = {}

/** Pressing a question opens its answer: a native disclosure, so Enter and Space open it too. */
export const OneOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const question = canvas.getByText('Is the online estimate a firm offer?')
    await userEvent.click(question)
    await expect(question.closest('details')).toHaveAttribute('open')
    await expect(canvas.getByText('No. It is a guide until we have inspected the car.')).toBeVisible()
  },
}
