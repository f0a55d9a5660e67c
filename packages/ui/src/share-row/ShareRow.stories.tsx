import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ShareRow } from './ShareRow.js'

const meta = {
  title: 'Blocks/ShareRow',
  component: ShareRow,
  args: {
    url: 'https://bayside.example/cars/2021-toyota-rav4-gx-2wd-48211',
    title: '2021 Toyota RAV4 GX',
    onShare: fn(),
    // Stories never touch the real clipboard: browsers refuse it without a user gesture.
    copyText: fn(async () => {}),
  },
} satisfies Meta<typeof ShareRow>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Copy link shows 'Copied' (for 1.5 s) and reports the channel. */
export const Copied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
    // The notice follows the copy's promise: read once right after the click, it raced React's
    // render on a loaded machine (a fresh-clone run saw '').
    await waitFor(() => expect(canvas.getByRole('status').textContent).toBe('Copied'))
    await expect(args.onShare).toHaveBeenCalledWith('copy')
  },
}
