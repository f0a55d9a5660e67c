import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SoldNotice } from './SoldNotice.js'

afterEach(cleanup)

describe('SoldNotice', () => {
  it('says SOLD and prompts for something similar', () => {
    const onFindSimilar = vi.fn()
    render(<SoldNotice carName="2021 Toyota RAV4 GX" onFindSimilar={onFindSimilar} />)
    expect(screen.getByText('SOLD')).toBeTruthy()
    expect(screen.getByText('2021 Toyota RAV4 GX')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Find Me Something Similar' }))
    expect(onFindSimilar).toHaveBeenCalledOnce()
  })

  it('links to the enquiry when the page gives no callback', () => {
    render(<SoldNotice carName="2021 Toyota RAV4 GX" findSimilarHref="/contact?car_id=1" />)
    expect(screen.getByRole('link', { name: 'Find Me Something Similar' }).getAttribute('href')).toBe(
      '/contact?car_id=1',
    )
  })
})
