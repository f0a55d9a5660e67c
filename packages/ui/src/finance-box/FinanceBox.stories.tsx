import { FINANCE_GUIDE_ONLY, financeEstimate } from '@forecourt/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { detailCar, disclaimer, estimate } from '../fixtures/car-page.js'
import { makeCar } from '../fixtures/cars.js'
import { FinanceBox } from './FinanceBox.js'

const meta = {
  title: 'Blocks/FinanceBox',
  component: FinanceBox,
  args: {
    // biome-ignore lint/style/noNonNullAssertion: the five-year layout always has an estimate
    estimate: estimate!,
    currency: 'AUD',
    disclaimer,
    onGetFinance: fn(),
  },
  render: (args) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <FinanceBox {...args} />
    </div>
  ),
} satisfies Meta<typeof FinanceBox>

export default meta
type Story = StoryObj<typeof meta>

/** §9 five-year wording: no deposit, no final payment. */
export const FiveYear: Story = {}

/** §9: 10 % deposit and 30 % final payment. */
export const DepositAndFinalPayment: Story = {
  args: {
    // biome-ignore lint/style/noNonNullAssertion: this layout always has an estimate
    estimate: financeEstimate(detailCar, {
      layout: 'deposit-balloon',
      annualRate: 7.49,
      comparisonRate: 8.12,
    })!,
  },
}

/** §9 Angle layout: the lender's deposit and term, $0 final payment. */
export const AngleLender: Story = {
  args: {
    // biome-ignore lint/style/noNonNullAssertion: the car carries an Angle offer
    estimate: financeEstimate(
      makeCar({ finance_lenders: [{ name: 'Angle', deposit: 3000, termYears: 4 }] }),
      {
        layout: 'angle',
        annualRate: 9.95,
        comparisonRate: 10.41,
      },
    )!,
  },
}

/** The storefront's Get Finance is a link to the finance form, so it works without JavaScript. */
export const GetFinanceLink: Story = {
  args: { onGetFinance: undefined, getFinanceHref: '/cars/2021-toyota-rav4-gx-2wd-48211/finance' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Get Finance' })).toHaveAttribute(
      'href',
      '/cars/2021-toyota-rav4-gx-2wd-48211/finance',
    )
  },
}

/** Without a finance form the box only informs. */
export const WithoutGetFinance: Story = { args: { onGetFinance: undefined } }

/** The disclaimer modal (§2 "Modals: finance info and disclaimer") with the comparison-rate warning. */
export const DisclaimerOpen: Story = {
  parameters: { screenshot: { selector: '.fc-Dialog-overlay', height: 720 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Finance disclaimer' }))
    const dialog = await within(document.body).findByRole('dialog', { name: 'Finance disclaimer' })
    await expect(dialog).toHaveTextContent(FINANCE_GUIDE_ONLY)
    await expect(dialog).toHaveTextContent(
      'WARNING: This comparison rate is true only for the examples given',
    )
    await userEvent.keyboard('{Escape}')
    await expect(within(document.body).queryByRole('dialog')).toBeNull()
    // react-aria hands focus back to the trigger once the dialog has gone.
    const trigger = within(canvasElement).getByRole('button', { name: 'Finance disclaimer' })
    await waitFor(() => expect(trigger).toHaveFocus())
    // Reopened from the keyboard for the screenshot.
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(within(document.body).getByRole('dialog', { name: 'Finance disclaimer' })).toBeVisible(),
    )
  },
}
