// @vitest-environment happy-dom
// The car page's actions are the ui blocks with links from the storefront's routes: each opens its
// lead form or checkout without JavaScript, the site's labels show, and a sold or reserved car
// offers Find Me Something Similar exactly once (§2, §4, §9). The dealer's phone shows masked
// until revealed; the reveal is recorded and a call fires event 25 (§4, §7, §9).
import type { SiteConfig } from '@forecourt/domain'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AnalyticsEvent, setAnalyticsSink } from '../analytics.js'
import { testCar, testSite } from '../test-support/fixtures.js'
import { CarActionsBlock } from './CarActionsBlock.js'
import { CarPurchasePanel } from './CarPurchasePanel.js'

// The overlay's module loads on first use (lazyPart): a slow machine may take a while to import it.
const LAZY = { timeout: 5000 }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const siteWith = (overrides: Record<string, unknown> = {}) =>
  testSite({ finance: { annual_rate: 8.99, comparison_rate: 9.47 }, finance_provider: 'Angle', ...overrides })

const car = testCar({
  slug: '2021-toyota-rav4-gx-48211',
  views: 214,
  dealership_id: 7,
  dealership_slug: 'city-motors',
  location: {
    phone: '07 3555 0199',
    city: 'Capalaba',
    state: 'QLD',
    slug: 'capalaba',
    location_name: 'Capalaba',
  },
  payment_processors: [{ authorization_type: 'stripe', authorization_key: 'pk_test_1', deposit_amount: 500 }],
})

/** The panel and the actions, as every family's car page composes them. */
const renderPage = (site: SiteConfig, shown = car) =>
  render(
    <>
      <CarPurchasePanel site={site} car={shown} />
      <CarActionsBlock site={site} car={shown} />
    </>,
  )

const actionLinks = () =>
  within(screen.getByRole('list', { name: 'Actions for this car' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('car page actions', () => {
  it('links every action to its lead form, the trade-in page or checkout', () => {
    renderPage(siteWith())
    expect(actionLinks()).toEqual([
      ['Enquire Now', '/cars/2021-toyota-rav4-gx-48211/enquire'],
      ['Book a Test Drive', '/cars/2021-toyota-rav4-gx-48211/test-drive'],
      ['Get Finance', '/cars/2021-toyota-rav4-gx-48211/finance'],
      ['Trade-In Valuation', '/cars/trade-in?car_id=48211'],
      ['Got a Question?', '/cars/2021-toyota-rav4-gx-48211/question'],
      ['Request Photos', '/cars/2021-toyota-rav4-gx-48211/photos'],
      ['Reserve Now $500', '/cars/2021-toyota-rav4-gx-48211/checkout'],
    ])
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/cars/2021-toyota-rav4-gx-48211/enquire',
    )
  })

  it('says the site’s enquire label and reserves at its checkout path', () => {
    renderPage(
      siteWith({
        config: { labels: { enquire: 'Message Now' } },
        features: { checkout: true, checkout_path: 'buy-online' },
      }),
    )
    expect(screen.getByRole('link', { name: 'Message Now' }).getAttribute('href')).toBe(
      '/cars/2021-toyota-rav4-gx-48211/enquire',
    )
    expect(screen.getByRole('link', { name: 'Reserve Now $500' }).getAttribute('href')).toBe(
      '/cars/2021-toyota-rav4-gx-48211/buy-online',
    )
  })

  it.each([
    ['trucks', 'Actions for this truck'],
    ['motorcycles', 'Actions for this motorcycle'],
    ['rvs', 'Actions for this RV'],
  ] as const)('names the actions in the %s family’s words', (template, name) => {
    renderPage(siteWith({ template }))
    expect(screen.getByRole('list', { name })).toBeTruthy()
  })

  it('sends a Test Drive Only car’s enquiry to the test drive (§4)', () => {
    renderPage(siteWith(), { ...car, tag: 'Test Drive Only' })
    expect(screen.getByRole('link', { name: 'Enquire Now' }).getAttribute('href')).toBe(
      '/cars/2021-toyota-rav4-gx-48211/test-drive',
    )
  })

  it.each([
    ['sold', { sold: true }, 'SOLD'],
    ['reserved', { reserved: true }, 'Reserved'],
  ])(
    'offers a %s car Find Me Something Similar exactly once, as a link to the form',
    (_state, change, label) => {
      renderPage(siteWith(), { ...car, ...change })
      expect(screen.getAllByText('Find Me Something Similar')).toHaveLength(1)
      // The state is said once, by the sidebar's notice, not again by the page's status line.
      expect(screen.getAllByText(label, { exact: true })).toHaveLength(1)
      expect(screen.getByRole('link', { name: 'Find Me Something Similar' }).getAttribute('href')).toBe(
        '/cars/2021-toyota-rav4-gx-48211/similar',
      )
      expect(screen.queryByRole('list', { name: 'Actions for this car' })).toBeNull()
    },
  )

  it.each([
    [{}, 'In stock'],
    [{ status: 'coming_soon' }, 'COMING SOON'],
  ])('gives a car a shopper can act on a status line: %o → %s', (change, status) => {
    renderPage(siteWith(), { ...car, ...change })
    expect(screen.getByText(status, { exact: true })).toBeTruthy()
  })

  it('puts the domain’s finance disclaimer for the site’s region and provider in the finance box', async () => {
    renderPage(siteWith())
    fireEvent.click(screen.getByRole('button', { name: 'Finance disclaimer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Finance disclaimer' }, LAZY)
    expect(dialog.textContent).toContain('are a guide only')
    expect(dialog.textContent).toContain('Finance is provided by Angle')
    expect(dialog.textContent).toContain('National Consumer Credit Protection Act 2009')
  })
})

describe('car page phone reveal', () => {
  /** Fetches and analytics events the page makes while `act` runs. */
  function watch(act: () => void) {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 201 }))
    vi.stubGlobal('fetch', fetch)
    const events: AnalyticsEvent[] = []
    const previous = setAnalyticsSink((event) => events.push(event))
    try {
      act()
    } finally {
      setAnalyticsSink(previous)
    }
    return { fetch, events }
  }

  it('shows the number masked after five characters, and nowhere in full', () => {
    renderPage(siteWith())
    expect(screen.getByRole('button', { name: 'Show number' }).textContent).toContain('(07) XXXX XXXX')
    // 'Where to see it' names the location only: the number there would undo the mask (§4).
    expect(document.body.textContent).not.toMatch(/3555\s?0199/)
  })

  it('records the reveal with the car and its dealership, then a call fires 25 labelled Used Car', () => {
    renderPage(siteWith())
    const revealed = watch(() => fireEvent.click(screen.getByRole('button', { name: 'Show number' })))
    expect(revealed.fetch).toHaveBeenCalledOnce()
    const [path, init] = revealed.fetch.mock.calls[0] ?? []
    expect(path).toBe('/api/phone-reveal')
    expect(JSON.parse(String(init?.body))).toEqual({ car_id: 48211, dealership_id: 7 })
    expect(revealed.events).toEqual([])

    const link = screen.getByRole('link', { name: '(07) 3555 0199' })
    expect(link.getAttribute('href')).toBe('tel:0735550199')
    const called = watch(() => fireEvent.click(link))
    expect(called.events).toEqual([{ eventId: 25, label: 'Used Car', carId: 48211 }])
    expect(called.fetch).not.toHaveBeenCalled()
  })

  it('fires 25 labelled New Car when Call Now dials a new car’s location, without recording a reveal', () => {
    renderPage(siteWith(), { ...car, car_type: 'new' })
    const callNow = screen.getByRole('link', { name: 'Call Now' })
    expect(callNow.getAttribute('href')).toBe('tel:0735550199')
    const called = watch(() => fireEvent.click(callNow))
    expect(called.events).toEqual([{ eventId: 25, label: 'New Car', carId: 48211 }])
    expect(called.fetch).not.toHaveBeenCalled()
  })
})
