import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Checkbox, type CheckboxProps } from './Checkbox.js'

function Controlled(props: Omit<CheckboxProps, 'onChange'>) {
  const [isSelected, setSelected] = useState(props.isSelected)
  return <Checkbox {...props} isSelected={isSelected} onChange={setSelected} />
}

const meta = {
  title: 'Fields/Checkbox',
  component: Controlled,
  args: {
    label: 'Yes, I would like to subscribe to receive latest offers & product updates.',
    name: 'opt_in',
    isSelected: true,
  },
} satisfies Meta<typeof Controlled>

export default meta
type Story = StoryObj<typeof meta>

/** §3, §9: the opt-in is ticked by default. */
export const OptIn: Story = {}
export const Unticked: Story = { args: { isSelected: false } }
export const TermsRequired: Story = {
  args: {
    label: 'I agree to the terms and conditions.',
    name: 'terms_agreed',
    isSelected: false,
    isRequired: true,
    errorMessage: '*This is a required field.',
  },
}
