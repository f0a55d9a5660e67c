import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScrollToTop } from './ScrollToTop.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('ScrollToTop', () => {
  it('scrolls to the top and focuses the target', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    render(
      <>
        <h1 id="top">Dealer</h1>
        <ScrollToTop targetId="top" />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }))
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Dealer' }))
  })
})
