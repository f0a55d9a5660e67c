// @vitest-environment happy-dom
// The count and chips above the filters tell the refinements of the URL from the server's page on:
// they render before the facets' widgets, which used to leave the server saying 'Filters (0)' on
// /search/used-cars and the chip row arriving after hydration, pushing the results down.
import { CARS_PROFILE } from '@forecourt/domain'
import { act, fireEvent, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { getServerState, InstantSearchSSRProvider } from 'react-instantsearch'
import { describe, expect, it, onTestFinished } from 'vitest'
import { answeringClient, indexAnswer, listingAt } from './test-support/car-search-fixture.js'

function searchIndex(nbHits = 12) {
  return answeringClient((requests) =>
    requests.map(() =>
      indexAnswer({ nbHits, facets: { car_type: { used: 12, new: 4 }, make: { Kia: 7, Mazda: 5 } } }),
    ),
  )
}

async function serverPageAt(path: string, nbHits = 12) {
  const url = new URL(`http://coastal-motors.localhost${path}`)
  const browser = searchIndex(nbHits)
  const listing = (client = searchIndex(nbHits).client) => listingAt({ client, url, profile: CARS_PROFILE })
  const serverState = await getServerState(listing(), { renderToString })
  const html = renderToString(
    <InstantSearchSSRProvider {...serverState}>{listing()}</InstantSearchSSRProvider>,
  )
  return {
    html,
    /** What the hydrated page asks the index, one JSON body per multi-query. */
    sent: browser.sent,
    hydrate: () => (
      <InstantSearchSSRProvider {...serverState}>{listing(browser.client)}</InstantSearchSSRProvider>
    ),
  }
}

/** The server's page at `path`, hydrated in the document. */
async function hydratedPageAt(path: string, nbHits = 12) {
  const page = await serverPageAt(path, nbHits)
  const container = document.createElement('div')
  container.innerHTML = page.html
  document.body.append(container)
  onTestFinished(() => container.remove())
  await act(async () => {
    const root = hydrateRoot(container, page.hydrate())
    onTestFinished(() => act(() => root.unmount()))
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
  return { container, sent: page.sent }
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
}

/** The listing's request in the last multi-query the page sent. */
function lastListingRequest(sent: string[]) {
  const last = sent.at(-1)
  if (last === undefined) throw new Error('the page asked the index nothing')
  const { requests } = JSON.parse(last) as { requests: Record<string, unknown>[] }
  return requests[0]
}

describe('the refinements in force on the server’s page', () => {
  it('counts a dealer path’s filter and shows its chip, as words until the page is hydrated', async () => {
    const { html } = await serverPageAt('/search/used-cars')
    const page = document.createElement('div')
    page.innerHTML = html
    expect(page.textContent).toContain('Filters (1)')
    const chips = page.querySelector('[aria-label="Selected filters"]')
    expect(chips?.textContent).toBe('Used')
    expect(chips?.querySelector('button')).toBeNull()
  })

  it('counts nothing on the base path', async () => {
    const { html } = await serverPageAt('/search/our-cars/')
    expect(html).toContain('Filters (0)')
    expect(html).not.toContain('Selected filters')
  })

  it('gives the chip its remove button once hydrated, and removing it clears the count', async () => {
    const { container } = await hydratedPageAt('/search/used-cars')
    await click('Remove Used')
    expect(container.textContent).toContain('Filters (0)')
    expect(screen.queryByRole('list', { name: 'Selected filters' })).toBeNull()
  })

  it('clears every chip with Clear all, keeping the query', async () => {
    const { container, sent } = await hydratedPageAt(
      '/search/used-cars?query=ute&range%5Bprice%5D=5000%3A20000',
    )
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3)
    await click('Clear all')
    expect(container.textContent).toContain('Filters (0)')
    expect(screen.queryByRole('list', { name: 'Selected filters' })).toBeNull()
    const asked = lastListingRequest(sent)
    expect(asked).toMatchObject({ query: 'ute' })
    expect(JSON.stringify(asked)).not.toMatch(/car_type:used|price>=/)
  })
})

describe('a search that finds nothing', () => {
  it('offers to clear the filters and the query, and asks again without them', async () => {
    const { sent } = await hydratedPageAt(
      '/search/used-cars?query=ute&refinementList%5Bmake%5D%5B0%5D=Kia',
      0,
    )
    expect(screen.getByText('No cars match these filters.')).toBeTruthy()
    await click('Clear all filters')
    const asked = lastListingRequest(sent)
    expect(asked).toBeDefined()
    expect(asked?.query ?? '').toBe('')
    expect(JSON.stringify(asked)).not.toMatch(/car_type:used|make:Kia/)
  })

  it('offers no clearing when there is nothing to clear', async () => {
    await hydratedPageAt('/search/our-cars/', 0)
    expect(screen.getByText('No cars match these filters.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull()
  })
})
