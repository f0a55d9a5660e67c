import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { FaqList } from './FaqList.js'

// Sample content: a dealer's questions come from its site.
const entries = [
  ['Can I test drive a car before I buy?', 'Yes. Book a test drive from any car page or call us.'],
  ['Do you offer finance?', 'Yes. Ask for a personalised quote or apply for pre-approval online.'],
  ['Can I trade in my current car?', 'Yes. Get a valuation online, then bring the car in for a check.'],
].map(([question, answer]) => ({ question: question as string, answer: <p>{answer}</p> }))

const meta = {
  title: 'Blocks/FaqList',
  component: FaqList,
  args: { entries },
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <FaqList {...args} />
    </div>
  ),
} satisfies Meta<typeof FaqList>

export default meta
type Story = StoryObj<typeof meta>

export const Collapsed: Story = {}

/** Pressing a question opens its answer. */
export const OneOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('Do you offer finance?'))
    await expect(canvas.getByText(/personalised quote/)).toBeVisible()
  },
}
