import { watchlistRemovedToast, watchlistSavedToast } from '@forecourt/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from '../button/Button.js'
import { createToastQueue, type ToastContent, ToastRegion } from './Toast.js'

function ToastDemo({ content }: { content: ToastContent }) {
  const [queue] = useState(createToastQueue)
  return (
    <>
      <Button variant="secondary" onPress={() => queue.add(content)}>
        Show toast
      </Button>
      <ToastRegion queue={queue} />
    </>
  )
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  args: {
    content: {
      ...watchlistSavedToast('2021 Toyota RAV4 GX'),
      action: { label: 'View List', href: '/watchlist' },
    },
  },
  parameters: { screenshot: { selector: '.fc-ToastRegion', height: 480 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }))
    await expect(await within(document.body).findByRole('alertdialog')).toBeTruthy()
  },
} satisfies Meta<typeof ToastDemo>

export default meta
type Story = StoryObj<typeof meta>

/** §8 'Car Saved In Watchlist' with its View List action. */
export const CarSaved: Story = {}
export const CarRemoved: Story = {
  args: {
    content: {
      ...watchlistRemovedToast('2021 Toyota RAV4 GX'),
      action: { label: 'View List', href: '/watchlist' },
      tone: 'info',
    },
  },
}
export const Failure: Story = {
  args: {
    content: { title: 'Could not save the car', description: 'Please try again.', tone: 'destructive' },
  },
}
