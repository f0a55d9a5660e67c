import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PaymentLogos } from './PaymentLogos.js'

afterEach(cleanup)

describe('PaymentLogos', () => {
  it('names the five accepted payments in the domain’s order', () => {
    render(<PaymentLogos />)
    const list = screen.getByRole('list', { name: 'We accept' })
    expect(
      within(list)
        .getAllByRole('img')
        .map((logo) => logo.textContent),
    ).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
  })
})
