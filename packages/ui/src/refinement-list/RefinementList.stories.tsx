import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { RefinementList, type RefinementListItem } from './RefinementList.js'

const makes: RefinementListItem[] = [
  { value: 'Toyota', label: 'Toyota', count: 42, isRefined: true },
  { value: 'Ford', label: 'Ford', count: 31, isRefined: false },
  { value: 'Mazda', label: 'Mazda', count: 24, isRefined: false },
  { value: 'Hyundai', label: 'Hyundai', count: 19, isRefined: false },
  { value: 'Kia', label: 'Kia', count: 12, isRefined: false },
  { value: 'Mitsubishi', label: 'Mitsubishi', count: 9, isRefined: false },
  { value: 'Nissan', label: 'Nissan', count: 7, isRefined: false },
  { value: 'Subaru', label: 'Subaru', count: 3, isRefined: false },
]

function Controlled({ items, limit }: { items: RefinementListItem[]; limit?: number }) {
  const [values, setValues] = useState(items)
  return (
    <div style={{ maxInlineSize: '18rem' }}>
      <RefinementList
        label="Make"
        items={values}
        limit={limit}
        onToggle={(value) =>
          setValues((current) =>
            current.map((item) => (item.value === value ? { ...item, isRefined: !item.isRefined } : item)),
          )
        }
      />
    </div>
  )
}

const meta = {
  title: 'Search/RefinementList',
  component: RefinementList,
  args: { label: 'Make', items: makes, onToggle: () => {} },
} satisfies Meta<typeof RefinementList>

export default meta
type Story = StoryObj<typeof meta>

/** A facet longer than its limit: the first six values, the refined one checked, and 'Show 2 more'. */
export const Collapsed: Story = {
  render: () => <Controlled items={makes} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(6)
    await expect(canvas.getByRole('checkbox', { name: 'Toyota (42)' })).toBeChecked()
  },
}

/** 'Show more' reveals every value; checking one refines it. */
export const ExpandedAndRefined: Story = {
  render: () => <Controlled items={makes} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Show 2 more' }))
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(8)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Subaru (3)' }))
    await expect(canvas.getByRole('checkbox', { name: 'Subaru (3)' })).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
  },
}

/** A short facet has no 'Show more'. */
export const Short: Story = {
  render: () => <Controlled items={makes.slice(0, 3)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}
