// @vitest-environment happy-dom
// Every list of result cards gets the same card for a car: its page, the site's weekly estimate,
// Quick Enquiry to the car's enquiry form and, when it is gone, Find Me Something Similar to the
// prefilled similar-car form — links, so they work without JavaScript (§2, §4, §9).
import { financeEstimate } from '@forecourt/domain'
import { CarResultCard } from '@forecourt/ui/car-result-card'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testCar, testSite } from '../test-support/fixtures.js'
import { carResultCardProps } from './car-result-card-props.js'
import { ResultsFinanceNote } from './ResultsFinanceNote.js'

afterEach(cleanup)

const site = testSite({ finance: { layout: 'five-year', annual_rate: 8.99, comparison_rate: 9.47 } })
const car = testCar({ slug: 'rav4-48211' })

describe('carResultCardProps', () => {
  it('links the car page and its enquiry and similar-car forms, in the site currency', () => {
    expect(carResultCardProps(site, car)).toMatchObject({
      car,
      href: '/cars/rav4-48211',
      currency: 'AUD',
      quickEnquiryHref: '/cars/rav4-48211/enquire',
      findSimilarHref: '/cars/rav4-48211/similar',
    })
  })

  it('offers the car’s photo from the image CDN at the card’s widths, cut to its 4:3 box (§7)', () => {
    const shown = testCar({ primary_image_url: '/images/cars/7/1.svg' })
    const sources = carResultCardProps(site, shown).image
    expect(sources?.src).toBe('/images/cars/7/1.svg?w=640&q=70&crop=4%3A3')
    expect(sources?.srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '320w',
      '480w',
      '640w',
      '960w',
    ])
    expect(sources?.sizes).toBe('(min-width: 40rem) 28rem, 100vw')
  })

  it.each([
    ['no photo', null],
    ['a photo address the CDN builder refuses', 'javascript:alert(1)'],
  ])('shows the placeholder for a car with %s', (_, primary_image_url) => {
    expect(carResultCardProps(site, testCar({ primary_image_url })).image).toBeNull()
  })

  it('sends a Test Drive Only car’s Quick Enquiry to the test-drive form (§4)', () => {
    const testDrive = testCar({ slug: 'hilux-1', tag: 'Test Drive Only' })
    expect(carResultCardProps(site, testDrive).quickEnquiryHref).toBe('/cars/hilux-1/test-drive')
  })

  it('quotes the site’s weekly estimate for the car, as the car page does', () => {
    expect(carResultCardProps(site, car).finance).toEqual(
      financeEstimate(car, { layout: 'five-year', annualRate: 8.99, comparisonRate: 9.47, termYears: 5 }),
    )
  })

  it.each([
    ['the site has no finance settings', testSite(), car],
    ['the car has no price', site, testCar({ price: 0 })],
    [
      'the site’s Angle layout meets a car without an Angle offer',
      testSite({ finance: { layout: 'angle', annual_rate: 8.99, comparison_rate: 9.49 } }),
      car,
    ],
  ])('has no finance strip when %s', (_case, subject, shown) => {
    expect(carResultCardProps(subject, shown).finance).toBeUndefined()
  })

  it('renders a card with the five chips, the rates at one size and Quick Enquiry as a link', () => {
    render(<CarResultCard {...carResultCardProps(site, car)} now={new Date('2026-11-22T00:00:00Z')} />)
    const card = screen.getByRole('article')
    const chips = within(within(card).getByRole('list', { name: 'Key details' })).getAllByRole('listitem')
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Used',
      'SUV',
      '48,215 km',
      'Automatic',
      'Stock # U48211',
    ])
    expect(within(card).getByText('8.99% p.a. interest rate, 9.47% p.a. comparison rate*')).toBeTruthy()
    expect(
      within(card)
        .getByRole('link', { name: `Quick Enquiry for ${car.name}` })
        .getAttribute('href'),
    ).toBe('/cars/rav4-48211/enquire')
  })

  it('renders a sold car’s Find Me Something Similar as a link to the similar-car form', () => {
    const sold = testCar({ slug: 'golf-9', sold: true })
    render(<CarResultCard {...carResultCardProps(site, sold)} now={new Date('2026-11-22T00:00:00Z')} />)
    const card = screen.getByRole('article')
    expect(within(card).queryByRole('link', { name: /Quick Enquiry/ })).toBeNull()
    expect(
      within(card)
        .getByRole('link', { name: `Find Me Something Similar for ${sold.name}` })
        .getAttribute('href'),
    ).toBe('/cars/golf-9/similar')
  })
})

describe('carResultCardProps for a subscription (issue 11)', () => {
  const subscriptions = testSite({
    template: 'subscriptions',
    finance: { layout: 'five-year', annual_rate: 8.99, comparison_rate: 9.47 },
  })
  const subscription = testCar({
    slug: 'corolla-7',
    listing: {
      kind: 'subscription',
      weekly_price: 189,
      minimum_term_months: 3,
      km_allowance_per_week: 500,
      bond: 500,
    },
  })

  it('quotes the weekly price, not a purchase price, and offers no finance', () => {
    const props = carResultCardProps(subscriptions, subscription)
    expect(props.price).toEqual({ amount: '$189 per week', note: 'Subscription' })
    expect(props.finance).toBeUndefined()
  })

  it('shows the family’s chips: the term and the kilometres included', () => {
    const labels = (carResultCardProps(subscriptions, subscription).attributes ?? []).map(
      (chip) => chip.label,
    )
    expect(labels.join(' | ')).toMatch(/3 month/)
    expect(labels.join(' | ')).toMatch(/500 km/)
  })
})

describe('ResultsFinanceNote', () => {
  it('explains the estimates’ asterisk with the comparison-rate warning in Australia', () => {
    render(<ResultsFinanceNote site={site} />)
    expect(screen.getByText(/^\* The repayment calculators/).textContent).toContain(
      'WARNING: This comparison rate',
    )
  })

  it('leaves the Australian warning out in New Zealand and says nothing without finance', () => {
    const { container } = render(<ResultsFinanceNote site={{ ...site, region: 'NZ' }} />)
    expect(container.textContent).not.toContain('WARNING')
    cleanup()
    expect(render(<ResultsFinanceNote site={testSite()} />).container.textContent).toBe('')
  })
})
