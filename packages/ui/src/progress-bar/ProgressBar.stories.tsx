import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProgressBar } from './ProgressBar.js'

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Your enquiry', value: 50, showValue: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

export const Halfway: Story = {}
export const Starting: Story = { args: { label: 'Step 1 of 4', value: 25 } }
export const Complete: Story = { args: { label: 'Trade-in valuation', value: 100 } }
export const WithoutValue: Story = { args: { showValue: false, value: 75 } }
