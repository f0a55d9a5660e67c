import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TextField } from '../fields/text-field/TextField.js'
import { MultiStepFormShell } from './MultiStepFormShell.js'

function Fields({ names }: { names: [string, string][] }) {
  const [values, setValues] = useState<Record<string, string>>({})
  return names.map(([name, label]) => (
    <TextField
      key={name}
      name={name}
      label={label}
      value={values[name] ?? ''}
      onChange={(value) => setValues((previous) => ({ ...previous, [name]: value }))}
    />
  ))
}

const meta = {
  title: 'Blocks/MultiStepFormShell',
  component: MultiStepFormShell,
  args: {
    title: 'Trade-In Valuation',
    stepIndex: 0,
    stepCount: 3,
    stepTitle: 'Your car',
    progress: 0,
    onSubmit: fn(),
    onBack: fn(),
    children: (
      <Fields
        names={[
          ['rego', 'Rego'],
          ['km', 'Kilometres'],
        ]}
      />
    ),
  },
  render: (args) => (
    <div style={{ maxInlineSize: '32rem' }}>
      <MultiStepFormShell {...args} />
    </div>
  ),
} satisfies Meta<typeof MultiStepFormShell>

export default meta
type Story = StoryObj<typeof meta>

/** First step: no Back (§4). Enter in a field continues. */
export const FirstStep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Rego' }), '123ABC{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** A middle step: Back and Continue; progress is the engine's step/total percent. */
export const MiddleStep: Story = {
  args: { stepIndex: 1, progress: 33, stepTitle: 'Condition' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

/** The last step submits: 'Submit Form' (§9). */
export const LastStep: Story = {
  args: {
    stepIndex: 2,
    progress: 67,
    stepTitle: 'Your details',
    children: (
      <Fields
        names={[
          ['name', 'Full Name'],
          ['phone', 'Mobile Number'],
        ]}
      />
    ),
  },
}

/** Submitting (§4): the button says 'Loading' and Back waits. */
export const Submitting: Story = { args: { ...LastStep.args, isSubmitting: true } }

/** A failed send (§4, §8): the returned error in a destructive alert; the step does not advance. */
export const StepError: Story = {
  args: { stepIndex: 1, progress: 33, stepTitle: 'Condition', error: 'An unexpected error occured' },
}
