import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PriceRangeSlider } from './PriceRangeSlider.js'

const meta = {
  title: 'Primitives/PriceRangeSlider',
  component: PriceRangeSlider,
  args: { onChange: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: '28rem' }}>
      <PriceRangeSlider {...args} />
    </div>
  ),
} satisfies Meta<typeof PriceRangeSlider>

export default meta
type Story = StoryObj<typeof meta>

/** The domain's defaults: $5,000 to $250,000 in $500 steps (§9). */
export const Defaults: Story = {}

export const Narrowed: Story = { args: { defaultValue: { min: 20000, max: 45000 } } }

/** Keyboard on the thumbs: each arrow press is one $500 step (§9). */
export const KeyboardThumbs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    canvas.getByRole('slider', { name: /Minimum price/ }).focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(canvas.getByRole('slider', { name: /Minimum price/ })).toHaveValue('6000')
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 6000, max: 250000 })
  },
}

/**
 * The non-drag way (WCAG 2.5.7): type a price. A 'From' above the 'To' is pulled one step below it,
 * so the minimum stays below the maximum (§4).
 */
export const TypedPrices: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const to = canvas.getByRole('textbox', { name: 'To' })
    await userEvent.clear(to)
    await userEvent.type(to, '30000{Enter}')
    const from = canvas.getByRole('textbox', { name: 'From' })
    await userEvent.clear(from)
    await userEvent.type(from, '42000{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 29500, max: 30000 })
    await expect(canvas.getByRole('slider', { name: /Maximum price/ })).toHaveValue('30000')
  },
}
