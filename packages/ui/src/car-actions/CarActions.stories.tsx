import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { detailCar, rentalCar, soldCar, stripe, subscriptionCar } from '../fixtures/car-page.js'
import { makeCar } from '../fixtures/cars.js'
import { CarActions } from './CarActions.js'

const meta = {
  title: 'Blocks/CarActions',
  component: CarActions,
  args: {
    car: detailCar,
    context: { checkoutEnabled: true, financeButton: true },
    currency: 'AUD',
    shareUrl: 'https://baysidetoyota.example/cars/2021-toyota-rav4-gx-2wd-48211',
    onAction: fn(),
    copyText: async () => {},
  },
} satisfies Meta<typeof CarActions>

export default meta
type Story = StoryObj<typeof meta>

/** Every action: the car has a history file, checkout is on, and the site has finance. */
export const AllActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Enquire Now',
      'Book a Test Drive',
      'Car History Report',
      'Get Finance',
      'Trade-In Valuation',
      'Got a Question?',
      'Request Photos',
      'Reserve Now $500',
      'Share',
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Reserve Now $500' }))
    await expect(args.onAction).toHaveBeenCalledWith('reserve')
  },
}

/**
 * The storefront's mode: each action it performs is a link to its form or checkout page, so the
 * page works before JavaScript loads; the buttons look the same.
 */
export const AsLinks: Story = {
  args: { onAction: undefined, hrefOf: (action) => `/cars/2021-toyota-rav4-gx-2wd-48211/${action}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute(
      'href',
      '/cars/2021-toyota-rav4-gx-2wd-48211/enquire',
    )
    await expect(canvas.getByRole('link', { name: 'Reserve Now $500' })).toHaveAttribute(
      'href',
      '/cars/2021-toyota-rav4-gx-2wd-48211/reserve',
    )
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Share'])
  },
}

/** A sold car's one action as a link to the find-similar enquiry. */
export const UnavailableAsLink: Story = {
  args: { car: soldCar, onAction: undefined, hrefOf: () => '/cars/sold-car/similar' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Find Me Something Similar' }),
    ).toHaveAttribute('href', '/cars/sold-car/similar')
  },
}

/** No file, so no Car History Report; checkout and finance off. */
export const Minimal: Story = {
  args: { car: makeCar(), context: { checkoutEnabled: false, financeButton: false } },
}

/** A dealer that says 'Message Now', and a processor with no deposit set: Reserve Now shows $200 (§9). */
export const MessageNowAndDefaultDeposit: Story = {
  args: {
    enquireLabel: 'Message Now',
    car: makeCar({
      ...detailCar,
      payment_processors: [{ ...stripe, deposit_amount: null }],
    }),
  },
}

/** Sold or reserved: only Find Me Something Similar (§4). */
export const Unavailable: Story = { args: { car: soldCar } }

/** Share opens a dialog with the share row (§2). */
export const ShareDialog: Story = {
  parameters: { screenshot: { selector: '.fc-Dialog-overlay', height: 720 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }))
    const dialog = await within(document.body).findByRole('dialog', { name: 'Share' })
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'WhatsApp' })).toBeVisible())
    await expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeVisible()
  },
}

/** A subscription car (issue 11): Subscribe takes the place of finance, trade-in and Reserve Now. */
export const Subscription: Story = {
  args: { car: subscriptionCar },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: /Reserve Now|Get Finance|Trade-In/ })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }))
    await expect(args.onAction).toHaveBeenCalledWith('subscribe')
  },
}

/** A rental car: booked for dates, not test driven or reserved. */
export const Rental: Story = {
  args: { car: rentalCar },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: /Book a Test Drive|Reserve Now/ })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Book This Car' }))
    await expect(args.onAction).toHaveBeenCalledWith('book')
  },
}
