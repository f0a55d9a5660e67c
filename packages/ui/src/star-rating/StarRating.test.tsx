import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StarRating } from './StarRating.js'

afterEach(cleanup)

function filledWidths(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('svg')).map(
    (star) => star.querySelector('clipPath rect')?.getAttribute('width') ?? '0',
  )
}

describe('StarRating', () => {
  it('reads as the average out of five with the review count', () => {
    const { container } = render(<StarRating average={4.66} count={312} />)
    expect(container.textContent).toBe('4.7 out of 5 stars(312 reviews)')
  })

  it('says review in the singular', () => {
    const { container } = render(<StarRating average={5} count={1} />)
    expect(container.textContent).toContain('(1 review)')
  })

  it('hides the star graphics from screen readers', () => {
    const { container } = render(<StarRating average={3} />)
    for (const star of container.querySelectorAll('svg'))
      expect(star.getAttribute('aria-hidden')).toBe('true')
  })

  it.each([
    [4.7, ['24', '24', '24', '24', '16.8']],
    [4.3, ['24', '24', '24', '24', '0']],
    [3.5, ['24', '24', '24', '12', '0']],
    [0, ['0', '0', '0', '0', '0']],
  ])('fills stars for %d, drawing a partial star only above 30 %%', (average, widths) => {
    const { container } = render(<StarRating average={average} />)
    expect(filledWidths(container)).toEqual(widths)
  })
})
