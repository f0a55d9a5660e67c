import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { TextField, type TextFieldProps } from './TextField.js'

function Controlled(props: Omit<TextFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value)
  return <TextField {...props} value={value} onChange={setValue} />
}

const meta = {
  title: 'Fields/TextField',
  component: Controlled,
  args: { label: 'Full Name', name: 'name', value: '', isRequired: true },
} satisfies Meta<typeof Controlled>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = {
  args: { label: 'Email', name: 'email', type: 'email', value: 'alex@example.com' },
}
/** §5: the error sits under the field and marks it invalid. */
export const Invalid: Story = {
  args: {
    label: 'Mobile Number',
    name: 'phone',
    type: 'tel',
    value: '555 0100',
    errorMessage: 'Invalid phone number. Must be Australian or New Zealand number.',
  },
}
export const WithDescription: Story = {
  args: {
    label: 'Postcode',
    name: 'postcode',
    value: '',
    isRequired: false,
    description: 'Four digits, e.g. 4000',
  },
}
