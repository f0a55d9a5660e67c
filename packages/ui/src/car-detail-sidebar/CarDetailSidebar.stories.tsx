import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { detailCar, disclaimer, estimate, soldCar, subscriptionCar } from '../fixtures/car-page.js'
import { makeCar } from '../fixtures/cars.js'
import { CarDetailSidebar, type CarDetailSidebarProps } from './CarDetailSidebar.js'

function WithFavourite(props: CarDetailSidebarProps) {
  const [isSelected, setSelected] = useState(false)
  return <CarDetailSidebar {...props} favourite={{ isSelected, onChange: setSelected }} />
}

const meta = {
  title: 'Blocks/CarDetailSidebar',
  component: CarDetailSidebar,
  args: {
    car: detailCar,
    currency: 'AUD',
    context: { checkoutEnabled: true, financeButton: true },
    onContinue: fn(),
    finance: estimate,
    financeDisclaimer: disclaimer,
    onFindSimilar: fn(),
  },
  decorators: [
    // The transformed box holds the fixed mobile bar, so it shows at the foot of the story; its
    // padding is the room a page leaves at its end for the bar (WCAG 2.4.11).
    (Story) => (
      <div style={{ transform: 'translateZ(0)', maxInlineSize: '26rem', paddingBlockEnd: '5rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <WithFavourite {...args} />,
} satisfies Meta<typeof CarDetailSidebar>

export default meta
type Story = StoryObj<typeof CarDetailSidebar>

/** Desktop: Enquire is chosen by default and Continue performs it. */
export const Reservable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    // The chooser is the desktop's; below 1024 px the fixed bar stands in for it.
    const enquire = canvas.queryByRole('radio', { name: 'Enquire' })
    if (!enquire) return
    await expect(enquire).toBeChecked()
    await expect(canvas.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Enquire',
      'Get Finance',
      'Reserve Now $500',
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onContinue).toHaveBeenLastCalledWith('enquire')
  },
}

/** Keyboard: arrows move through the choices, Tab reaches Continue, Enter performs Reserve Now. */
export const ChooseReserveWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    // The chooser is the desktop's; below 1024 px the fixed bar stands in for it.
    const enquire = canvas.queryByRole('radio', { name: 'Enquire' })
    if (!enquire) return
    enquire.focus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(canvas.getByRole('radio', { name: /Reserve Now/ })).toBeChecked()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onContinue).toHaveBeenLastCalledWith('reserve')
    await userEvent.click(canvas.getByRole('button', { name: 'Favourite' }))
    await expect(canvas.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true')
  },
}

/**
 * The storefront's mode: Continue, the mobile bar, Get Finance and the sold prompt are links to
 * their pages, so they work before JavaScript loads; Continue follows the choice once hydrated.
 */
export const AsLinks: Story = {
  args: {
    onContinue: undefined,
    onFindSimilar: undefined,
    hrefOf: (action) => `/cars/2021-toyota-rav4-gx-2wd-48211/${action}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The chooser is the desktop's; below 1024 px the fixed bar stands in for it.
    const finance = canvas.queryByRole('radio', { name: 'Get Finance' })
    if (!finance) return
    const continueLink = canvas.getByRole('link', { name: 'Continue' })
    await expect(continueLink).toHaveAttribute('href', '/cars/2021-toyota-rav4-gx-2wd-48211/enquire')
    await userEvent.click(finance)
    await expect(continueLink).toHaveAttribute('href', '/cars/2021-toyota-rav4-gx-2wd-48211/finance')
  },
}

/** A subscription car (issue 11): Subscribe is its buying step, here and in the mobile bar; nothing to finance. */
export const Subscription: Story = {
  args: { car: subscriptionCar, finance: undefined, price: { amount: '$189', note: 'per week' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const subscribe = canvas.queryByRole('radio', { name: 'Subscribe' })
    if (!subscribe) {
      const bar = canvas.getByRole('group', { name: 'Car actions' })
      await userEvent.click(within(bar).getByRole('button', { name: 'Subscribe' }))
      await expect(args.onContinue).toHaveBeenLastCalledWith('subscribe')
      return
    }
    await expect(canvas.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Enquire',
      'Subscribe',
    ])
    await userEvent.click(subscribe)
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onContinue).toHaveBeenLastCalledWith('subscribe')
  },
}

/** Checkout off and no finance button: Enquire alone, no finance link in the box. */
export const EnquireOnly: Story = {
  args: { context: { checkoutEnabled: false, financeButton: false } },
}

/** Without a finance estimate there is no finance box. */
export const WithoutFinance: Story = { args: { finance: undefined, car: makeCar({ views: 1 }) } }

/** Sold: SOLD and the find-me-something-similar prompt replace the choices and the bar. */
export const Sold: Story = { args: { car: soldCar } }

/** Sold, as the storefront renders it: the one prompt links to the find-similar enquiry. */
export const SoldAsLink: Story = {
  args: {
    car: soldCar,
    onContinue: undefined,
    onFindSimilar: undefined,
    hrefOf: () => '/cars/sold-car/similar',
  },
  play: async ({ canvasElement }) => {
    const prompts = within(canvasElement).getAllByRole('link', { name: 'Find Me Something Similar' })
    await expect(prompts.map((link) => link.getAttribute('href'))).toEqual(['/cars/sold-car/similar'])
  },
}
