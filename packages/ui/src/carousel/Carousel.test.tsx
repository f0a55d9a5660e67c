import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Carousel } from './Carousel.js'

const slides = ['One', 'Two', 'Three'].map((text) => ({ key: text, content: <p>{text}</p> }))

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  )
}

beforeEach(() => {
  vi.useFakeTimers()
  mockReducedMotion(false)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const position = () => screen.getByText(/\d \/ 3/).textContent

describe('Carousel', () => {
  it('names itself and its slides for screen readers', () => {
    render(<Carousel label="Offers" slides={slides} />)
    const carousel = screen.getByRole('region', { name: 'Offers' })
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel')
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ])
  })

  it('moves with the buttons and the arrow keys, wrapping at the ends', () => {
    render(<Carousel label="Offers" slides={slides} />)
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(position()).toBe('3 / 3')
    const track = screen.getByRole('region', { name: /use the arrow keys/ })
    fireEvent.keyDown(track, { key: 'ArrowRight' })
    expect(position()).toBe('1 / 3')
    fireEvent.keyDown(track, { key: 'ArrowRight' })
    expect(position()).toBe('2 / 3')
  })

  it('autoplays every 3000 ms and pauses on hover, on focus and on Pause', () => {
    render(<Carousel label="Offers" slides={slides} autoplay />)
    act(() => vi.advanceTimersByTime(3000))
    expect(position()).toBe('2 / 3')
    const carousel = screen.getByRole('region', { name: 'Offers' })
    fireEvent.pointerEnter(carousel)
    act(() => vi.advanceTimersByTime(9000))
    expect(position()).toBe('2 / 3')
    fireEvent.pointerLeave(carousel)
    act(() => vi.advanceTimersByTime(3000))
    expect(position()).toBe('3 / 3')
    fireEvent.focus(screen.getByRole('region', { name: /use the arrow keys/ }))
    act(() => vi.advanceTimersByTime(9000))
    expect(position()).toBe('3 / 3')
    fireEvent.blur(screen.getByRole('region', { name: /use the arrow keys/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    act(() => vi.advanceTimersByTime(9000))
    expect(position()).toBe('3 / 3')
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy()
  })

  it('never autoplays when the shopper prefers reduced motion', () => {
    mockReducedMotion(true)
    render(<Carousel label="Offers" slides={slides} autoplay />)
    act(() => vi.advanceTimersByTime(9000))
    expect(position()).toBe('1 / 3')
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull()
  })

  it('shows the Swipe hint when asked, marked to hide on large screens per the rule', () => {
    render(<Carousel label="Offers" slides={slides} swipeHint={{ hideOnLargeScreens: true }} />)
    expect(screen.getByText('Swipe').dataset.hideLarge).toBe('true')
  })
})
