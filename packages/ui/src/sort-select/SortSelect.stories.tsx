import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { SortSelect } from './SortSelect.js'

const options = [
  { value: 'cars', label: 'Featured' },
  { value: 'cars_price_asc', label: 'Price: low to high' },
  { value: 'cars_price_desc', label: 'Price: high to low' },
  { value: 'cars_km_asc', label: 'Kilometres: lowest' },
]

function Sorted() {
  const [value, setValue] = useState('cars')
  return (
    <>
      <SortSelect options={options} value={value} onChange={setValue} />
      <p>Order: {value}</p>
    </>
  )
}

const meta = {
  title: 'Search/SortSelect',
  component: SortSelect,
  args: { options, value: 'cars', onChange: () => {} },
} satisfies Meta<typeof SortSelect>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Choosing an order by keyboard. */
export const ChangeOrder: Story = {
  render: () => <Sorted />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'cars_price_desc')
    await expect(canvas.getByText('Order: cars_price_desc')).toBeVisible()
  },
}
