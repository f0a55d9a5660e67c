import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ButtonLink } from '../button-link/ButtonLink.js'
import { InfoPanel } from './InfoPanel.js'

const meta = {
  title: 'Blocks/InfoPanel',
  component: InfoPanel,
  args: { title: 'What the subscription includes' },
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <InfoPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof InfoPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Label–value pairs, as a description list. */
export const Facts: Story = {
  args: {
    intro: <p>One weekly payment, nothing else to pay.</p>,
    facts: [
      { label: 'Weekly price', value: '$189 per week' },
      { label: 'Minimum term', value: '3 months' },
      { label: 'Kilometres', value: '500 km per week' },
      { label: 'Included', value: 'Registration, Insurance, Servicing' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'What the subscription includes' })).toBeVisible()
    await expect(canvas.getByText('Minimum term').tagName).toBe('DT')
    await expect(canvas.getByText('3 months').tagName).toBe('DD')
  },
}

/** Numbered steps, highlighted, with an action. */
export const StepsHighlighted: Story = {
  args: {
    title: 'How a subscription works',
    tone: 'highlight',
    steps: ['Choose a car', 'Pick a term from 3 months', 'Drive: one weekly payment covers the rest'],
    action: (
      <ButtonLink href="/search/our-cars/" variant="secondary">
        See the cars
      </ButtonLink>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: 'See the cars' })).toBeVisible()
  },
}
