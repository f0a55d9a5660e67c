import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { TextArea, type TextAreaProps } from './TextArea.js'

function Controlled(props: Omit<TextAreaProps, 'onChange'>) {
  const [value, setValue] = useState(props.value)
  return <TextArea {...props} value={value} onChange={setValue} />
}

const meta = {
  title: 'Fields/TextArea',
  component: Controlled,
  args: { label: 'Message', name: 'message', value: '', isRequired: true },
} satisfies Meta<typeof Controlled>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { value: 'Is this car still available for a test drive on Saturday?' } }
export const Invalid: Story = { args: { errorMessage: '*This is a required field.' } }
