import { financeEstimate } from '@forecourt/domain'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cars, FIXED_NOW, makeCar } from '../fixtures/cars.js'
import { CarResultCard, type CarResultCardProps } from './CarResultCard.js'

afterEach(cleanup)

function renderCard(props: Partial<CarResultCardProps> = {}) {
  render(<CarResultCard car={cars.inStock} href="/cars/rav4" currency="AUD" now={FIXED_NOW} {...props} />)
  return screen.getByRole('article')
}

function tags(card: HTMLElement): string[] {
  const list = within(card).queryByRole('list', { name: 'Status' })
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : []
}

describe('CarResultCard', () => {
  it('is an article named by the car, with its photo, details and price', () => {
    const card = renderCard()
    expect(within(card).getByRole('heading', { level: 3, name: '2021 Toyota RAV4 GX' })).toBeTruthy()
    expect(card.getAttribute('aria-labelledby')).toBe(within(card).getByRole('heading').id)
    const image = within(card).getByRole('img', { name: '2021 Toyota RAV4 GX' }) as HTMLImageElement
    expect(image.getAttribute('width')).toBe('640')
    expect(image.getAttribute('height')).toBe('480')
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(within(card).getByText('GX MXAA52R')).toBeTruthy()
    const details = within(within(card).getByRole('list', { name: 'Key details' })).getAllByRole('listitem')
    // §9 default car search attributes: car_type, simple_body, km, simple_transmission, stocknum.
    expect(details.map((item) => item.textContent)).toEqual([
      'Used',
      'SUV',
      '48,215 km',
      'Automatic',
      'Stock # U48211',
    ])
    expect(within(card).getByText('$36,990')).toBeTruthy()
    expect(within(card).getByText('Drive Away')).toBeTruthy()
    expect(tags(card)).toEqual([])
  })

  it('offers the CDN photo at several widths for its slot, keeping the LCP hints', () => {
    const image = {
      src: '/p/1.jpg?w=640',
      srcSet: '/p/1.jpg?w=320 320w, /p/1.jpg?w=640 640w',
      sizes: '(min-width: 40rem) 28rem, 100vw',
    }
    const photo = within(renderCard({ image, loading: 'eager' })).getByRole('img', {
      name: '2021 Toyota RAV4 GX',
    })
    expect(photo.getAttribute('src')).toBe(image.src)
    expect(photo.getAttribute('srcset')).toBe(image.srcSet)
    expect(photo.getAttribute('sizes')).toBe(image.sizes)
    expect(photo.getAttribute('fetchpriority')).toBe('high')
  })

  it('shows the placeholder when the CDN has no photo for the car, and the photo as given without one', () => {
    expect(within(renderCard({ image: null })).queryByRole('img')).toBeNull()
    cleanup()
    const photo = within(renderCard()).getByRole('img')
    expect(photo.getAttribute('src')).toBe(cars.inStock.primary_image_url)
    expect(photo.hasAttribute('srcset')).toBe(false)
  })

  it('uses an h2 when asked and loads the LCP image eagerly', () => {
    const card = renderCard({ headingLevel: 2, loading: 'eager' })
    expect(within(card).getByRole('heading', { level: 2 })).toBeTruthy()
    expect(within(card).getByRole('img').getAttribute('loading')).toBe('eager')
  })

  it('formats the price in the site currency', () => {
    const card = renderCard({ currency: 'NZD' })
    expect(within(card).getByText('$36,990')).toBeTruthy()
  })

  it('links Explore Vehicle to the car page and names the car for screen readers', () => {
    const card = renderCard()
    const link = within(card).getByRole('link', { name: 'Explore Vehicle for 2021 Toyota RAV4 GX' })
    expect(link.getAttribute('href')).toBe('/cars/rav4')
  })

  it('an unavailable car links View Details to its page instead (§4: only available cars are explored)', () => {
    const card = renderCard({ car: cars.sold })
    expect(within(card).queryByRole('link', { name: /^Explore Vehicle/ })).toBeNull()
    expect(
      within(card)
        .getByRole('link', { name: `View Details for ${cars.sold.name}` })
        .getAttribute('href'),
    ).toBe('/cars/rav4')
  })

  it('offers Quick Enquiry on an available car when a handler is given', () => {
    const onQuickEnquiry = vi.fn()
    const card = renderCard({ onQuickEnquiry })
    fireEvent.click(within(card).getByRole('button', { name: 'Quick Enquiry for 2021 Toyota RAV4 GX' }))
    expect(onQuickEnquiry).toHaveBeenCalledTimes(1)
    expect(within(card).queryByText('Find Me Something Similar')).toBeNull()
  })

  it('offers Quick Enquiry as a link to the enquiry form, which works without JavaScript', () => {
    const card = renderCard({ quickEnquiryHref: '/cars/rav4/enquire' })
    expect(
      within(card).getByRole('link', { name: 'Quick Enquiry for 2021 Toyota RAV4 GX' }).getAttribute('href'),
    ).toBe('/cars/rav4/enquire')
  })

  it('has no Quick Enquiry without a handler or a link', () => {
    const card = renderCard()
    expect(within(card).queryByRole('button')).toBeNull()
    expect(within(card).queryByRole('link', { name: /Quick Enquiry/ })).toBeNull()
  })

  it.each([
    ['sold', cars.sold, ['SOLD']],
    ['reserved', cars.reserved, ['Reserved']],
  ])('a %s car offers Find Me Something Similar instead of Quick Enquiry', (_state, car, expected) => {
    const onFindSimilar = vi.fn()
    const card = renderCard({
      car,
      onQuickEnquiry: vi.fn(),
      quickEnquiryHref: '/cars/x/enquire',
      onFindSimilar,
    })
    expect(tags(card)).toEqual(expected)
    expect(within(card).queryByRole('button', { name: /Quick Enquiry/ })).toBeNull()
    expect(within(card).queryByRole('link', { name: /Quick Enquiry/ })).toBeNull()
    fireEvent.click(within(card).getByRole('button', { name: `Find Me Something Similar for ${car.name}` }))
    expect(onFindSimilar).toHaveBeenCalledTimes(1)
  })

  it('without a handler, Find Me Something Similar links to the given page', () => {
    const card = renderCard({ car: cars.sold, findSimilarHref: '/cars/golf/similar' })
    expect(
      within(card)
        .getByRole('link', { name: /^Find Me Something Similar/ })
        .getAttribute('href'),
    ).toBe('/cars/golf/similar')
  })

  it.each([
    ['created 3 days ago', cars.newArrival, ['New']],
    ['coming soon', cars.comingSoon, ['COMING SOON']],
    ['test drive only', cars.testDriveOnly, ['Test Drive Only']],
    ['tagged Special', makeCar({ tag: 'Special' }), ['Special']],
    [
      'new and reserved',
      makeCar({ created_at: '2025-03-10T00:00:00+10:00', reserved: true }),
      ['New', 'Reserved'],
    ],
  ])('shows the tags of a car %s', (_state, car, expected) => {
    expect(tags(renderCard({ car }))).toEqual(expected)
  })

  it('a coming-soon car is still available to enquire about', () => {
    const card = renderCard({ car: cars.comingSoon, onQuickEnquiry: vi.fn() })
    expect(within(card).getByRole('button', { name: /^Quick Enquiry/ })).toBeTruthy()
  })

  it('says a photo is coming when the car has none', () => {
    const card = renderCard({ car: cars.noPhoto })
    expect(within(card).queryByRole('img')).toBeNull()
    expect(within(card).getByText('Photo coming soon')).toBeTruthy()
  })

  it('shows the weekly estimate with its interest and comparison rates and terms', () => {
    const onFinanceInfo = vi.fn()
    const finance = financeEstimate(cars.inStock, {
      layout: 'five-year',
      annualRate: 8.99,
      comparisonRate: 9.47,
    })
    const card = renderCard({ finance, onFinanceInfo })
    expect(within(card).getByText(/ p\/w\*$/).textContent).toMatch(/^\$\d{3} p\/w\*$/)
    expect(within(card).getByText('8.99% p.a. interest rate, 9.47% p.a. comparison rate*')).toBeTruthy()
    expect(within(card).getByText('No deposit, $0 final payment, 5 year term')).toBeTruthy()
    fireEvent.click(within(card).getByRole('button', { name: 'Finance disclaimer' }))
    expect(onFinanceInfo).toHaveBeenCalledTimes(1)
  })

  it('has no finance strip without an estimate', () => {
    const card = renderCard()
    expect(within(card).queryByText(/comparison rate/)).toBeNull()
  })

  it('offers a favourite toggle named by the car only when the page gives one', () => {
    expect(within(renderCard()).queryByRole('button', { name: /Favourite/ })).toBeNull()
    cleanup()
    const onChange = vi.fn()
    const card = renderCard({ favourite: { isSelected: false, onChange } })
    const toggle = within(card).getByRole('button', { name: 'Favourite 2021 Toyota RAV4 GX' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(toggle)
    expect(onChange).toHaveBeenCalledWith(true)
    cleanup()
    const saved = renderCard({ favourite: { isSelected: true, onChange } })
    expect(
      within(saved)
        .getByRole('button', { name: 'Favourite 2021 Toyota RAV4 GX' })
        .getAttribute('aria-pressed'),
    ).toBe('true')
  })
})
