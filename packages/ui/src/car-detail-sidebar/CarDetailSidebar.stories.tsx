import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { detailCar, disclaimer, estimate, soldCar } from '../fixtures/car-page.js'
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
    financeDisclaimer: disclaimer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
    onFindSimilar: fn(),
  },
  decorators: [
    // The transformed box holds the fixed mobile bar, so it shows at the foot of the story.
    (Story) => (
      <div style={{ transform: 'translateZ(0)', maxInlineSize: '26rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <WithFavourite {...args} />,
} satisfies Meta<typeof CarDetailSidebar>

export default meta
type Story = StoryObj<typeof meta>

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

/** Checkout off and no finance button: Enquire alone, no finance link in the box. */
export const EnquireOnly: Story = {
  args: { context: { checkoutEnabled: false, financeButton: false } },
}

/** Without a finance estimate there is no finance box. */
export const WithoutFinance: Story = { args: { finance: undefined, car: makeCar({ views: 1 }) } }

/** Sold: SOLD and the find-me-something-similar prompt replace the choices and the bar. */
export const Sold: Story = { args: { car: soldCar } }
