import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { FilterChips } from './FilterChips.js'

const labels = ['Toyota', 'From $20K', 'To $60K', '50K km']

function Removable() {
  const [chips, setChips] = useState(labels)
  return (
    <FilterChips
      chips={chips.map((label) => ({
        key: label,
        label,
        onRemove: () => setChips((current) => current.filter((chip) => chip !== label)),
      }))}
      onClearAll={() => setChips([])}
    />
  )
}

const meta = {
  title: 'Search/FilterChips',
  component: FilterChips,
  args: { chips: labels.map((label) => ({ key: label, label, onRemove: () => {} })), onClearAll: () => {} },
} satisfies Meta<typeof FilterChips>

export default meta
type Story = StoryObj<typeof meta>

/** §2's chip words for price and km beside a make, with 'Clear all'. */
export const Several: Story = {}

/** One chip: no 'Clear all'. */
export const One: Story = {
  args: { chips: [{ key: 'Toyota', label: 'Toyota', onRemove: () => {} }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear all' })).toBeNull()
  },
}

/** Removing a chip by keyboard, then clearing the rest. */
export const RemoveAndClear: Story = {
  render: () => <Removable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    canvas.getByRole('button', { name: 'Remove Toyota' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.queryByText('Toyota')).toBeNull()
    // Focus stays in the chips: on the one that took the removed one's place.
    await expect(canvas.getByRole('button', { name: 'Remove From $20K' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }))
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}
