import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { DateTimeField, type DateTimeFieldProps } from './DateTimeField.js'

function Controlled(props: Omit<DateTimeFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value)
  return <DateTimeField {...props} value={value} onChange={setValue} />
}

const meta = {
  title: 'Fields/DateTimeField',
  component: Controlled,
  args: { label: 'Test Drive Booking Date', name: 'Test Drive Booking Date', value: '' },
} satisfies Meta<typeof Controlled>

export default meta
type Story = StoryObj<typeof meta>

/** §5: the test-drive date is optional. */
export const Optional: Story = {}
export const Filled: Story = { args: { value: '2026-12-05T10:30' } }
export const Invalid: Story = { args: { isRequired: true, errorMessage: '*This is a required field.' } }
