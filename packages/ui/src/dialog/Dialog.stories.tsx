import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/Button.js'
import { Dialog, DialogTrigger } from './Dialog.js'

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { title: 'Finance Disclaimer', size: 'md', children: null },
  // The open dialog is portalled over the page: the screenshot is of the viewport's overlay.
  parameters: { screenshot: { selector: '.fc-Dialog-overlay', height: 720 } },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

const disclaimer = (
  <>
    <p>
      Weekly repayments are a guide only, based on a 5 year term with no deposit and no final payment, and do
      not include fees and charges.
    </p>
    <p>
      WARNING: This comparison rate is true only for the examples given and may not include all fees and
      charges. Different terms, fees or other loan amounts might result in a different comparison rate.
    </p>
  </>
)

/** Opens from its trigger; focus moves into the dialog (interaction test). */
export const FinanceDisclaimer: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="ghost">Finance disclaimer</Button>
      <Dialog {...args}>{disclaimer}</Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Finance disclaimer' }))
    const dialog = within(document.body).getByRole('dialog', { name: 'Finance Disclaimer' })
    await expect(dialog.contains(document.activeElement)).toBe(true)
  },
}

/** A confirmation: Escape or Cancel closes it, and focus returns to the trigger. */
export const Confirmation: Story = {
  args: { title: 'Remove saved car?', size: 'sm', role: 'alertdialog' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="destructive">Remove</Button>
      <Dialog {...args}>
        {({ close }) => (
          <>
            <p>2021 Toyota RAV4 GX will leave your favourites.</p>
            <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'end' }}>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
              <Button variant="destructive" onPress={close}>
                Remove
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Remove' })
    await userEvent.click(trigger)
    await userEvent.keyboard('{Escape}')
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull()
    // react-aria hands focus back to the trigger once the dialog has gone.
    await waitFor(() => expect(document.activeElement).toBe(trigger))
    await userEvent.click(trigger)
    await expect(within(document.body).getByRole('alertdialog', { name: 'Remove saved car?' })).toBeTruthy()
  },
}
