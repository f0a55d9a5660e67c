import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { RadioGroup, type RadioGroupProps } from './RadioGroup.js'

function Controlled(props: Omit<RadioGroupProps, 'onChange'>) {
  const [value, setValue] = useState(props.value)
  return <RadioGroup {...props} value={value} onChange={setValue} />
}

const meta = {
  title: 'Fields/RadioGroup',
  component: Controlled,
  args: {
    label: 'Do you have a car to trade in?',
    name: 'has_trade_in',
    value: '',
    options: [
      { value: 'Yes', label: 'Yes' },
      { value: 'No', label: 'No' },
    ],
    orientation: 'horizontal',
    isRequired: true,
  },
} satisfies Meta<typeof Controlled>

export default meta
type Story = StoryObj<typeof meta>

export const Unanswered: Story = {}
export const Answered: Story = { args: { value: 'No' } }
export const Invalid: Story = { args: { errorMessage: '*This is a required field.' } }
