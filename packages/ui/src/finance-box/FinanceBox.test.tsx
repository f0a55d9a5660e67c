import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { estimate } from '../fixtures/car-page.js'
import { FinanceBox } from './FinanceBox.js'

afterEach(cleanup)

// biome-ignore lint/style/noNonNullAssertion: the five-year layout always has an estimate
const fiveYear = estimate!

describe('FinanceBox', () => {
  it('shows the weekly repayment with the interest rate and the comparison rate', () => {
    render(<FinanceBox estimate={fiveYear} currency="AUD" disclaimer="Guide only." />)
    const box = screen.getByRole('region', { name: 'Finance' })
    expect(box.textContent).toMatch(/\$\d+ p\/w\*/)
    expect(box.textContent).toContain('8.99% p.a. interest rate')
    expect(box.textContent).toContain('9.47% p.a. comparison rate*')
    expect(box.textContent).toContain('No deposit, $0 final payment, 5 year term')
  })

  it('opens the dealer disclaimer with the comparison-rate warning', () => {
    render(<FinanceBox estimate={fiveYear} currency="AUD" disclaimer="Calculators are a guide only." />)
    fireEvent.click(screen.getByRole('button', { name: 'Finance disclaimer' }))
    const dialog = screen.getByRole('dialog', { name: 'Finance disclaimer' })
    expect(within(dialog).getByText('Calculators are a guide only.')).toBeTruthy()
    expect(dialog.textContent).toContain('WARNING: This comparison rate is true only for the examples given')
  })

  it('offers Get Finance only when the page has a finance form', () => {
    const onGetFinance = vi.fn()
    const { rerender } = render(<FinanceBox estimate={fiveYear} currency="AUD" disclaimer="x" />)
    expect(screen.queryByRole('button', { name: 'Get Finance' })).toBeNull()
    rerender(<FinanceBox estimate={fiveYear} currency="AUD" disclaimer="x" onGetFinance={onGetFinance} />)
    fireEvent.click(screen.getByRole('button', { name: 'Get Finance' }))
    expect(onGetFinance).toHaveBeenCalledOnce()
  })
})
