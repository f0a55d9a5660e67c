import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CarMobileActionBar } from './CarMobileActionBar.js'

const meta = {
  title: 'Blocks/CarMobileActionBar',
  component: CarMobileActionBar,
  args: { phone: '(07) 3555 0199', canReserve: true, onEnquire: fn(), onReserve: fn(), onCall: fn() },
  decorators: [
    // A transformed box becomes the fixed bar's containing block, so the story shows the bar at the
    // bottom of a phone-sized frame instead of the bottom of the test's tall viewport.
    (Story) => (
      <div style={{ transform: 'translateZ(0)', minBlockSize: '12rem' }}>
        <p style={{ margin: 0 }}>The bar shows below 1024 px; wider screens use the sidebar's Continue.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CarMobileActionBar>

export default meta
type Story = StoryObj<typeof CarMobileActionBar>

/** Enquire, Call Now (dials the car location) and Reserve for a reservable car. */
export const Reservable: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).queryByRole('group', { name: 'Car actions' })
    if (!bar || getComputedStyle(bar).display === 'none') return
    await expect(within(bar).getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      'tel:0735550199',
    )
    await userEvent.click(within(bar).getByRole('button', { name: 'Reserve' }))
    await expect(args.onReserve).toHaveBeenCalledOnce()
  },
}

/** The storefront's mode: Enquire and Reserve link to their pages, so they work without JavaScript. */
export const AsLinks: Story = {
  args: {
    onEnquire: undefined,
    onReserve: undefined,
    enquireHref: '/cars/2021-toyota-rav4-gx-2wd-48211/enquire',
    reserveHref: '/cars/2021-toyota-rav4-gx-2wd-48211/checkout',
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).queryByRole('group', { name: 'Car actions' })
    if (!bar || getComputedStyle(bar).display === 'none') return
    await expect(within(bar).getByRole('link', { name: 'Enquire' })).toHaveAttribute(
      'href',
      '/cars/2021-toyota-rav4-gx-2wd-48211/enquire',
    )
    await expect(within(bar).getByRole('link', { name: 'Reserve' })).toHaveAttribute(
      'href',
      '/cars/2021-toyota-rav4-gx-2wd-48211/checkout',
    )
  },
}

/** Not reservable: Enquire and Call Now only. */
export const NotReservable: Story = { args: { canReserve: false } }
