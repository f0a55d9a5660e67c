import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup.js'

function Controlled(props: Omit<CheckboxGroupProps, 'onChange'>) {
  const [value, setValue] = useState<readonly string[]>(props.value)
  return <CheckboxGroup {...props} value={value} onChange={setValue} />
}

const services = ['Wheel alignment', 'Tyres', 'Air conditioning service'].map((value) => ({
  value,
  label: value,
}))

const meta = {
  title: 'Fields/CheckboxGroup',
  component: Controlled,
  args: { label: 'Additional services', name: 'additional_services', value: ['Tyres'], options: services },
} satisfies Meta<typeof Controlled>

export default meta
type Story = StoryObj<typeof meta>

export const SomeChecked: Story = {}
export const Invalid: Story = {
  args: { value: [], isRequired: true, errorMessage: '*This is a required field.' },
}
