import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CarMobileActionBar } from './CarMobileActionBar.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const rect = (top: number, bottom: number) => ({ top, bottom }) as DOMRect

describe('CarMobileActionBar', () => {
  it('offers Enquire, Call Now dialling the car location, and Reserve when reservable', () => {
    const onEnquire = vi.fn()
    const onReserve = vi.fn()
    render(
      <CarMobileActionBar
        phone="(07) 3555 0199"
        takeUp={{ label: 'Reserve', onPress: onReserve }}
        onEnquire={onEnquire}
      />,
    )
    const bar = screen.getByRole('group', { name: 'Car actions' })
    expect(within(bar).getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe('tel:0735550199')
    fireEvent.click(within(bar).getByRole('button', { name: 'Enquire' }))
    fireEvent.click(within(bar).getByRole('button', { name: 'Reserve' }))
    expect(onEnquire).toHaveBeenCalledOnce()
    expect(onReserve).toHaveBeenCalledOnce()
  })

  it('has no Reserve when the car has no buying step to take now', () => {
    render(<CarMobileActionBar phone="(07) 3555 0199" onEnquire={() => {}} />)
    expect(screen.queryByRole('button', { name: 'Reserve' })).toBeNull()
  })

  it('links Enquire and Reserve to their pages when given addresses', () => {
    const { rerender } = render(
      <CarMobileActionBar
        phone="(07) 3555 0199"
        enquireHref="/cars/rav4/enquire"
        takeUp={{ label: 'Reserve', href: '/cars/rav4/checkout' }}
      />,
    )
    const bar = screen.getByRole('group', { name: 'Car actions' })
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Enquire', '/cars/rav4/enquire'],
      ['Call Now', 'tel:0735550199'],
      ['Reserve', '/cars/rav4/checkout'],
    ])
    expect(within(bar).queryByRole('button')).toBeNull()
    rerender(<CarMobileActionBar phone="(07) 3555 0199" enquireHref="/cars/rav4/enquire" />)
    expect(within(bar).queryByRole('link', { name: 'Reserve' })).toBeNull()
  })

  it('scrolls a focused control out from behind the bar (WCAG 2.4.11)', () => {
    render(
      <>
        <a href="#covered">Covered link</a>
        <a href="#clear">Clear link</a>
        <CarMobileActionBar phone="(07) 3555 0199" onEnquire={() => {}} />
      </>,
    )
    const bar = screen.getByRole('group', { name: 'Car actions' })
    const covered = screen.getByRole('link', { name: 'Covered link' })
    const clear = screen.getByRole('link', { name: 'Clear link' })
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(rect(780, 844))
    vi.spyOn(covered, 'getBoundingClientRect').mockReturnValue(rect(770, 800))
    vi.spyOn(clear, 'getBoundingClientRect').mockReturnValue(rect(400, 430))
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {})
    clear.focus()
    expect(scrollBy).not.toHaveBeenCalled()
    covered.focus()
    // 800 − 780 of overlap plus room for the focus ring.
    expect(scrollBy).toHaveBeenCalledWith({ top: 32 })
  })
})
