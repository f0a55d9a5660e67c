import type { Meta, StoryObj } from '@storybook/react-vite'
import { StarRating } from './StarRating.js'

const meta = {
  title: 'Primitives/StarRating',
  component: StarRating,
  args: { average: 4.7, count: 312 },
} satisfies Meta<typeof StarRating>

export default meta
type Story = StoryObj<typeof meta>

export const WithCount: Story = {}
export const WithoutCount: Story = { args: { count: undefined } }

/** §4: a partial star only when the fractional part is above 30 %. */
export const PartialStarRule: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {[5, 4.7, 4.31, 4.3, 3.5, 2.2, 1, 0].map((average) => (
        <StarRating key={average} average={average} count={average === 1 ? 1 : 48} />
      ))}
    </div>
  ),
}
