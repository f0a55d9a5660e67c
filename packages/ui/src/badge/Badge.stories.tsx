import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from './Badge.js'

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: '+3', tone: 'neutral' },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Neutral: Story = {}
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Badge tone="neutral">+9</Badge>
      <Badge tone="brand">Certified</Badge>
      <Badge tone="success">Hybrid</Badge>
      <Badge tone="warning">Low km</Badge>
      <Badge tone="danger">Price drop</Badge>
    </div>
  ),
}
