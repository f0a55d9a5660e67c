import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { makeCar } from '../fixtures/cars.js'
import { CheckoutSummary } from './CheckoutSummary.js'

afterEach(cleanup)

const processor = {
  authorization_type: 'test' as const,
  authorization_key: 'test_key',
  deposit_amount: 500 as number | null,
  apple_pay_enabled: false,
  google_pay_enabled: false,
  google_merchant_id: null,
}

function amounts() {
  const summary = screen.getByRole('region', { name: '2021 Toyota RAV4 GX' })
  return [...within(summary).getAllByRole('definition')].map((dd) => dd.textContent)
}

describe('CheckoutSummary', () => {
  it('shows the car, its price and the deposit, and what happens next in order', () => {
    render(
      <CheckoutSummary
        car={makeCar({ payment_processors: [processor] })}
        nextSteps={['Pay the deposit.', 'We call you.']}
      />,
    )
    expect(screen.getByRole('img', { name: '2021 Toyota RAV4 GX' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: '2021 Toyota RAV4 GX' })).toBeTruthy()
    expect(amounts()).toEqual(['$36,990 Drive Away', '$500'])
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pay the deposit.',
      'We call you.',
    ])
  })

  it.each([
    ['no amount takes the $200 default', null, ['$36,990 Drive Away', '$200']],
    ['a $0 deposit is not shown', 0, ['$36,990 Drive Away']],
  ])('%s (§9)', (_label, deposit_amount, expected) => {
    render(
      <CheckoutSummary
        car={makeCar({ payment_processors: [{ ...processor, deposit_amount }] })}
        nextSteps={[]}
      />,
    )
    expect(amounts()).toEqual(expected)
    expect(screen.queryByRole('heading', { name: 'What happens next' })).toBeNull()
  })
})
