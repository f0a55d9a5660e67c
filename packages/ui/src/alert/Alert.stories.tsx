import type { Meta, StoryObj } from '@storybook/react-vite'
import { Alert } from './Alert.js'

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { tone: 'info', title: 'Prices include GST' },
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {
  args: { children: 'Drive-away prices include 12 months registration, stamp duty and CTP.' },
}
export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Car Saved In Watchlist',
    children: '2021 Toyota RAV4 GX is now available in your watchlist',
  },
}
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Online estimate unlikely',
    children: 'We generally cannot estimate cars over 7 years old or with more than 100,000 km online.',
  },
}
/** §8: form-level errors show in a destructive alert. */
export const Destructive: Story = {
  args: { tone: 'destructive', title: 'An error occurred when submitting this form', children: undefined },
}
export const BodyOnly: Story = {
  args: { tone: 'destructive', title: undefined, children: 'An unexpected error occured' },
}
