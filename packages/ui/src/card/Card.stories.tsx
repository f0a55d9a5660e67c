import type { Meta, StoryObj } from '@storybook/react-vite'
import { Card } from './Card.js'

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { padding: 'md', elementType: 'section', children: null },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: (args) => (
    <Card {...args} aria-labelledby="card-heading" style={{ maxWidth: '24rem' }}>
      <h3 id="card-heading" style={{ marginTop: 0 }}>
        Why buy from Bayside?
      </h3>
      <p style={{ marginBottom: 0 }}>
        Every used car passes a 150-point inspection and comes with a 14-day money-back guarantee.
      </p>
    </Card>
  ),
}

export const Paddings: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'start' }}>
      <Card padding="none">No padding</Card>
      <Card padding="md">Medium padding</Card>
      <Card padding="lg">Large padding</Card>
    </div>
  ),
}
