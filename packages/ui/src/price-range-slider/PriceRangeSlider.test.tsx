import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PriceRangeSlider } from './PriceRangeSlider.js'

afterEach(cleanup)

describe('PriceRangeSlider', () => {
  it('starts at the domain defaults, 5,000 to 250,000 in 500 steps', () => {
    render(<PriceRangeSlider />)
    const min = screen.getByLabelText('Minimum price')
    const max = screen.getByLabelText('Maximum price')
    expect([(min as HTMLInputElement).value, (max as HTMLInputElement).value]).toEqual(['5000', '250000'])
    expect(min.getAttribute('step')).toBe('500')
    expect(screen.getByText('$5,000 – $250,000')).toBeTruthy()
  })

  it('offers typed prices as the non-drag alternative, kept below the maximum', () => {
    const onChange = vi.fn()
    render(<PriceRangeSlider defaultValue={{ min: 10000, max: 30000 }} onChange={onChange} />)
    const from = screen.getByRole('textbox', { name: 'From' })
    fireEvent.change(from, { target: { value: '45000' } })
    fireEvent.blur(from)
    expect(onChange).toHaveBeenLastCalledWith({ min: 29500, max: 30000 })
    expect((screen.getByLabelText('Minimum price') as HTMLInputElement).value).toBe('29500')
  })

  it('moves a thumb one step per arrow key', () => {
    const onChange = vi.fn()
    render(<PriceRangeSlider onChange={onChange} />)
    fireEvent.keyDown(screen.getByLabelText('Maximum price'), { key: 'ArrowLeft' })
    expect(onChange).toHaveBeenLastCalledWith({ min: 5000, max: 249500 })
  })
})
