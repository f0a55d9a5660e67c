import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ScrollToTop } from './ScrollToTop.js'

const meta = {
  title: 'Blocks/ScrollToTop',
  component: ScrollToTop,
  args: { targetId: 'story-top' },
  render: (args) => (
    <div>
      <h2 id="story-top" style={{ marginBlockStart: 0 }}>
        Top of the page
      </h2>
      <ScrollToTop {...args} />
    </div>
  ),
} satisfies Meta<typeof ScrollToTop>

export default meta
type Story = StoryObj<typeof meta>

/** Pressing it moves focus to the top as well, so the next Tab starts from there. */
export const MovesFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Back to top' }))
    await expect(canvas.getByRole('heading', { name: 'Top of the page' })).toHaveFocus()
  },
}
