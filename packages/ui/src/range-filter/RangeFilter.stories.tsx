import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { RangeFilter, type RangeValue } from './RangeFilter.js'

const meta = {
  title: 'Search/RangeFilter',
  component: RangeFilter,
  args: { label: 'Kilometres', min: 0, max: 200000, step: 1000, unit: 'km', onApply: () => {} },
  decorators: [(Story) => <div style={{ maxInlineSize: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof RangeFilter>

export default meta
type Story = StoryObj<typeof meta>

function Applied(props: {
  label: string
  min: number
  max: number
  step: number
  unit?: string
  grouping?: boolean
}) {
  const [applied, setApplied] = useState<RangeValue>([undefined, undefined])
  return (
    <>
      <RangeFilter {...props} onApply={setApplied} />
      <p>Applied: {applied.map((end) => end ?? 'open').join(' to ')}</p>
    </>
  )
}

/** Kilometres, the full range: both ends open. */
export const Kilometres: Story = {}

/** A price range already in force, written as dollars. */
export const PriceInForce: Story = {
  args: { label: 'Price', min: 5000, max: 250000, step: 500, unit: '$', value: [20000, 60000] },
}

/** Typing is the non-drag alternative (WCAG 2.5.7): type a maximum, press Enter, it applies. */
export const TypedMaximum: Story = {
  render: () => <Applied label="Kilometres" min={0} max={200000} step={1000} unit="km" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const maximum = canvas.getByRole('textbox', { name: 'Maximum kilometres (km)' })
    await userEvent.clear(maximum)
    await userEvent.type(maximum, '50000{Enter}')
    await expect(canvas.getByText('Applied: open to 50000')).toBeVisible()
  },
}

/**
 * The slider's thumbs move by keyboard too: arrows by a step, PageUp/PageDown by a tenth of the
 * range. A year is written without a thousands separator.
 */
export const KeyboardThumb: Story = {
  render: () => <Applied label="Year" min={2006} max={2026} step={1} grouping={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    canvas.getByRole('slider', { name: /^Minimum Year/ }).focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{PageUp}')
    canvas.getByRole('slider', { name: /^Maximum Year/ }).focus()
    await userEvent.keyboard('{PageDown}')
    await expect(canvas.getByText('2010 – 2024')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    await expect(canvas.getByText('Applied: 2010 to 2024')).toBeVisible()
  },
}
