import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CarMobileActionBar } from './CarMobileActionBar.js'

const meta = {
  title: 'Blocks/CarMobileActionBar',
  component: CarMobileActionBar,
  args: {
    phone: '(07) 3555 0199',
    takeUp: { label: 'Reserve', onPress: fn() },
    onEnquire: fn(),
    onCall: fn(),
  },
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
    await expect(args.takeUp?.onPress).toHaveBeenCalledOnce()
  },
}

/** The storefront's mode: Enquire and Reserve link to their pages, so they work without JavaScript. */
export const AsLinks: Story = {
  args: {
    onEnquire: undefined,
    enquireHref: '/cars/2021-toyota-rav4-gx-2wd-48211/enquire',
    takeUp: { label: 'Reserve', href: '/cars/2021-toyota-rav4-gx-2wd-48211/checkout' },
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

/** No buying step the shopper can take now: Enquire and Call Now only. */
export const NotReservable: Story = { args: { takeUp: undefined } }

/** A subscription car's bar: Subscribe in Reserve's place (issue 11). */
export const Subscription: Story = { args: { takeUp: { label: 'Subscribe', onPress: fn() } } }
