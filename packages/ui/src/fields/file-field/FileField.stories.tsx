import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FileField } from './FileField.js'

const LIMITS = 'Optional. Up to 3 files, JPEG, PNG, WebP or PDF, each up to 5 MB.'

const meta = {
  title: 'Fields/FileField',
  component: FileField,
  args: {
    label: 'Photos of your car',
    name: 'photos',
    description: LIMITS,
    accept: 'image/jpeg,image/png,image/webp,application/pdf',
    multiple: true,
    onChange: fn(),
  },
} satisfies Meta<typeof FileField>

export default meta
type Story = StoryObj<typeof meta>

/** A file chosen is reported; the limits describe the input. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Photos of your car')
    await expect(input).toHaveAccessibleDescription(LIMITS)
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' })
    await userEvent.upload(input, png)
    await expect(args.onChange).toHaveBeenCalledWith([png])
  },
}

/** The error sits under the field, marks it invalid and describes it. */
export const Invalid: Story = {
  args: { errorMessage: 'front.gif is not a JPEG, PNG, WebP or PDF file. Choose a photo or a PDF.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Photos of your car')
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription(
      `${LIMITS} front.gif is not a JPEG, PNG, WebP or PDF file. Choose a photo or a PDF.`,
    )
  },
}
