import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PhoneReveal } from './PhoneReveal.js'

const meta = {
  title: 'Blocks/PhoneReveal',
  component: PhoneReveal,
  args: { phone: '0735550199', region: 'AU', onReveal: fn(), onCall: fn() },
} satisfies Meta<typeof PhoneReveal>

export default meta
type Story = StoryObj<typeof meta>

export const Masked: Story = {}
export const NewZealandMasked: Story = { args: { phone: '095550142', region: 'NZ' } }

/** Pressing reveals a tel: link, records the reveal, and focus lands on the link. */
export const Revealed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Show number' }))
    const link = canvas.getByRole('link', { name: '(07) 3555 0199' })
    await expect(link.getAttribute('href')).toBe('tel:0735550199')
    await expect(args.onReveal).toHaveBeenCalledTimes(1)
    await expect(document.activeElement).toBe(link)
  },
}
