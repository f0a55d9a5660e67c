// @vitest-environment happy-dom
// The React binding of local favourites: nothing saved in the server's HTML, storage read after
// hydration, event 39 on adding (§4, §9), a watchlist site left alone, and the strip shown for 5 s
// after a change (§4).
import { favouritesStorageKey, type SiteConfig, SiteConfigSchema } from '@forecourt/domain'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AnalyticsEvent, setAnalyticsSink } from '../analytics.js'
import { FavouritesDock } from './FavouritesDock.js'
import { useFavourites, useFavouritesCount } from './useFavourites.js'

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.useRealTimers()
})

let sites = 0
/** A fresh slug per test: each site has its own store for the page's lifetime. */
function siteWith(features: Record<string, unknown> = {}): SiteConfig {
  sites += 1
  return SiteConfigSchema.parse({
    name: 'City Motors',
    slug: `city-motors-${sites}`,
    template: 'cars',
    region: 'AU',
    url: 'https://citymotors.example.com.au',
    phone: '07 3000 0000',
    locations: [],
    features,
  })
}

const rav4 = {
  id: 48211,
  slug: '2021-toyota-rav4-gx-48211',
  name: '2021 Toyota RAV4 GX',
  primary_image_url: null,
}
const ranger = {
  id: 48390,
  slug: '2024-ford-ranger-xlt-48390',
  name: '2024 Ford Ranger XLT',
  primary_image_url: null,
}

function store(site: SiteConfig, cars: (typeof rav4)[]) {
  localStorage.setItem(
    favouritesStorageKey(site.slug),
    JSON.stringify(cars.map((car) => ({ id: car.id, slug: car.slug, name: car.name, imageUrl: null }))),
  )
}

function Probe({ site }: { site: SiteConfig }) {
  const favourites = useFavourites(site)
  const count = useFavouritesCount(site)
  return (
    <div>
      <p>saved: {favourites.saved.map((entry) => entry.name).join(', ') || 'none'}</p>
      <p>count: {count ?? 'unknown'}</p>
      <button type="button" onClick={() => favourites.toggle(rav4)}>
        toggle
      </button>
    </div>
  )
}

describe('useFavourites', () => {
  it('renders nothing saved and no count on the server, whatever the browser has stored', () => {
    const site = siteWith()
    store(site, [rav4])
    const html = renderToString(<Probe site={site} />)
    expect(html).toContain('saved: <!-- -->none')
    expect(html).toContain('count: <!-- -->unknown')
  })

  it('hydrates what the server rendered, then shows storage, without a hydration mismatch', async () => {
    const site = siteWith()
    store(site, [ranger])
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Probe site={site} />)
    document.body.append(container)
    const mismatches: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(container, <Probe site={site} />, {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    )
    expect(container.textContent).toContain('saved: 2024 Ford Ranger XLT')
    expect(container.textContent).toContain('count: 1')
    expect(mismatches).toEqual([])
    act(() => root.unmount())
    container.remove()
  })

  it('reads storage in the browser, toggles, and fires event 39 only when adding', () => {
    const events: AnalyticsEvent[] = []
    const previous = setAnalyticsSink((event) => events.push(event))
    try {
      const site = siteWith()
      store(site, [ranger])
      render(<Probe site={site} />)
      expect(screen.getByText('saved: 2024 Ford Ranger XLT')).toBeTruthy()
      expect(screen.getByText('count: 1')).toBeTruthy()
      fireEvent.click(screen.getByRole('button', { name: 'toggle' }))
      expect(screen.getByText('saved: 2024 Ford Ranger XLT, 2021 Toyota RAV4 GX')).toBeTruthy()
      expect(screen.getByText('count: 2')).toBeTruthy()
      fireEvent.click(screen.getByRole('button', { name: 'toggle' }))
      expect(screen.getByText('count: 1')).toBeTruthy()
      expect(events).toEqual([{ eventId: 39, carId: rav4.id }])
      expect(JSON.parse(localStorage.getItem(favouritesStorageKey(site.slug)) ?? '[]')).toHaveLength(1)
    } finally {
      setAnalyticsSink(previous)
    }
  })

  it('leaves a watchlist site alone: nothing saved locally, no count', () => {
    const site = siteWith({ favourites_storage: 'watchlist' })
    store(site, [rav4])
    render(<Probe site={site} />)
    expect(screen.getByText('saved: none')).toBeTruthy()
    expect(screen.getByText('count: unknown')).toBeTruthy()
  })
})

describe('FavouritesDock', () => {
  it('shows the strip after a change, most recent first, and hides it 5 s later', () => {
    vi.useFakeTimers()
    const site = siteWith()
    store(site, [ranger])
    render(
      <>
        <Probe site={site} />
        <FavouritesDock site={site} />
      </>,
    )
    // Saved cars from an earlier visit do not pop the strip open on load.
    expect(screen.queryByRole('region', { name: 'Saved cars' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }))
    const strip = screen.getByRole('region', { name: 'Saved cars' })
    expect(
      Array.from(strip.querySelectorAll('a'))
        .map((link) => link.textContent)
        .slice(0, 2),
    ).toEqual(['2021 Toyota RAV4 GX', '2024 Ford Ranger XLT'])
    expect(strip.querySelector('a[href="/cars/2021-toyota-rav4-gx-48211"]')).toBeTruthy()
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.queryByRole('region', { name: 'Saved cars' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('region', { name: 'Saved cars' })).toBeNull()
  })

  it('shows each saved photo at the CDN’s 1x and 2x thumbnail widths, and no photo for a hostile address', () => {
    const site = siteWith()
    localStorage.setItem(
      favouritesStorageKey(site.slug),
      JSON.stringify([
        { id: ranger.id, slug: ranger.slug, name: ranger.name, imageUrl: '/images/cars/48390/1.svg' },
        { id: 9, slug: 'tampered-9', name: 'Tampered', imageUrl: 'javascript:alert(1)' },
      ]),
    )
    render(
      <>
        <Probe site={site} />
        <FavouritesDock site={site} />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }))
    const thumbs = screen.getByRole('region', { name: 'Saved cars' }).querySelectorAll('img')
    expect(Array.from(thumbs, (thumb) => thumb.getAttribute('srcset'))).toEqual([
      '/images/cars/48390/1.svg?w=72&q=60&crop=4%3A3 72w, /images/cars/48390/1.svg?w=144&q=60&crop=4%3A3 144w',
    ])
    expect(thumbs[0]?.getAttribute('src')).toBe('/images/cars/48390/1.svg?w=72&q=60&crop=4%3A3')
  })

  it('stays while focus is inside it and hides once focus leaves', () => {
    vi.useFakeTimers()
    const site = siteWith()
    render(
      <>
        <Probe site={site} />
        <FavouritesDock site={site} />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }))
    const link = screen.getByRole('link', { name: '2021 Toyota RAV4 GX' })
    act(() => link.focus())
    act(() => vi.advanceTimersByTime(6000))
    expect(screen.queryByRole('region', { name: 'Saved cars' })).toBeTruthy()
    act(() => screen.getByRole('button', { name: 'toggle' }).focus())
    expect(screen.queryByRole('region', { name: 'Saved cars' })).toBeNull()
  })
})
