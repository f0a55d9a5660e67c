import { FINANCE_GUIDE_ONLY } from '@forecourt/domain'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { disclaimer, estimate } from '../fixtures/car-page.js'
import { FinanceBox } from './FinanceBox.js'

// The overlay's module loads on first use (lazyPart): a slow machine may take a while to import it.
const LAZY = { timeout: 5000 }

afterEach(cleanup)

// biome-ignore lint/style/noNonNullAssertion: the five-year layout always has an estimate
const fiveYear = estimate!

describe('FinanceBox', () => {
  it('shows the weekly repayment with the interest rate and the comparison rate', () => {
    render(<FinanceBox estimate={fiveYear} currency="AUD" disclaimer={disclaimer} />)
    const box = screen.getByRole('region', { name: 'Finance' })
    expect(box.textContent).toMatch(/\$\d+ p\/w\*/)
    expect(box.textContent).toContain('8.99% p.a. interest rate')
    expect(box.textContent).toContain('9.47% p.a. comparison rate*')
    expect(box.textContent).toContain('No deposit, $0 final payment, 5 year term')
  })

  it('opens the dealer disclaimer with the comparison-rate warning', async () => {
    render(<FinanceBox estimate={fiveYear} currency="AUD" disclaimer={disclaimer} />)
    fireEvent.click(screen.getByRole('button', { name: 'Finance disclaimer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Finance disclaimer' }, LAZY)
    expect(Array.from(dialog.querySelectorAll('.fc-FinanceBox-disclaimer p'), (p) => p.textContent)).toEqual(
      disclaimer,
    )
    expect(within(dialog).getByText(FINANCE_GUIDE_ONLY)).toBeTruthy()
    expect(dialog.textContent).toContain('WARNING: This comparison rate is true only for the examples given')
  })

  it('offers Get Finance only when the page has a finance form', () => {
    const onGetFinance = vi.fn()
    const { rerender } = render(<FinanceBox estimate={fiveYear} currency="AUD" disclaimer={disclaimer} />)
    expect(screen.queryByRole('button', { name: 'Get Finance' })).toBeNull()
    rerender(
      <FinanceBox estimate={fiveYear} currency="AUD" disclaimer={disclaimer} onGetFinance={onGetFinance} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Get Finance' }))
    expect(onGetFinance).toHaveBeenCalledOnce()
  })

  it('makes Get Finance a link to the finance form when given its address', () => {
    render(
      <FinanceBox
        estimate={fiveYear}
        currency="AUD"
        disclaimer={disclaimer}
        getFinanceHref="/cars/rav4/finance"
      />,
    )
    expect(screen.getByRole('link', { name: 'Get Finance' }).getAttribute('href')).toBe('/cars/rav4/finance')
    expect(screen.queryByRole('button', { name: 'Get Finance' })).toBeNull()
  })
})
