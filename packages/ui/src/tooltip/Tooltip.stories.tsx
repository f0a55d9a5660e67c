import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from '../button/Button.js'
import { Tooltip } from './Tooltip.js'

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Drive-away price includes registration, stamp duty and dealer delivery.',
    children: (
      <Button variant="ghost" size="sm">
        What is drive away?
      </Button>
    ),
  },
  render: (args) => (
    <div style={{ display: 'grid', placeItems: 'center', minBlockSize: '12rem' }}>
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

/** Keyboard focus shows it at once and describes the button; Escape hides it, focus stays. */
export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    const trigger = within(canvasElement).getByRole('button', { name: 'What is drive away?' })
    await expect(trigger).toHaveFocus()
    const tooltip = within(document.body).getByRole('tooltip')
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id)
    await userEvent.keyboard('{Escape}')
    await expect(within(document.body).queryByRole('tooltip')).toBeNull()
    await expect(trigger).toHaveFocus()
    await userEvent.tab({ shift: true })
    await userEvent.tab()
  },
}

export const Below: Story = { args: { placement: 'bottom' }, play: OnKeyboardFocus.play }
