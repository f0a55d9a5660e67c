import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Select, type SelectProps } from './Select.js'

function Controlled(props: Omit<SelectProps, 'onChange'>) {
  const [value, setValue] = useState(props.value)
  return <Select {...props} value={value} onChange={setValue} />
}

const locations = ['Aspley - Sales', 'Boondall - Service'].map((value) => ({ value, label: value }))

const meta = {
  title: 'Fields/Select',
  component: Controlled,
  args: { label: 'Location', name: 'location', value: '', options: locations, isRequired: true },
} satisfies Meta<typeof Controlled>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Chosen: Story = { args: { value: 'Aspley - Sales' } }
/** §5: location is required when the site has a location field and no car is given. */
export const Invalid: Story = { args: { errorMessage: '*This is a required field.' } }
