import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { DropdownMenu } from './DropdownMenu.js'

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  args: {
    label: 'Used Cars',
    items: [
      { id: 'all', label: 'All Used Cars', href: '/search/used-cars/' },
      { id: 'suv', label: 'Used SUVs', href: '/search/suv' },
      { id: 'utes', label: 'Used Utes', href: '/search/ute' },
      { id: 'under-20k', label: 'Under $20K', href: '/search/used-cars/?price=0-20000' },
    ],
    onAction: fn(),
  },
  render: (args) => (
    <div style={{ minBlockSize: '16rem' }}>
      <DropdownMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof DropdownMenu>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

/** Keyboard: ArrowDown opens it on the first item, arrows move, Escape closes and returns focus. */
export const OpenFromKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Used Cars' })
    trigger.focus()
    await userEvent.keyboard('{ArrowDown}')
    const menu = await within(document.body).findByRole('menu')
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4)
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'All Used Cars' })).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await expect(within(document.body).queryByRole('menu')).toBeNull()
    await waitFor(() => expect(trigger).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    // The popover shows once react-aria has placed it.
    await waitFor(() => expect(within(document.body).getByRole('menu')).toBeVisible())
  },
}

/** Action items (no href) report the choice and close the menu (§4). */
export const Actions: Story = {
  args: {
    label: 'Sort',
    items: [
      { id: 'price-desc', label: 'Price: high to low' },
      { id: 'price-asc', label: 'Price: low to high' },
      { id: 'newest', label: 'Newest' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sort' }))
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Newest' }))
    await expect(args.onAction).toHaveBeenCalledWith('newest')
    await expect(within(document.body).queryByRole('menu')).toBeNull()
  },
}
