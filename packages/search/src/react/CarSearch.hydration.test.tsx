// @vitest-environment happy-dom
// What the search page costs once it reaches the browser: hydrating from the server's state renders
// each card once, searches nothing again, and the facets' fresh copies of the same state that
// InstantSearch hands out after hydration render no card a second time.
import { CARS_PROFILE } from '@forecourt/domain'
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { getServerState, InstantSearchSSRProvider } from 'react-instantsearch'
import { describe, expect, it, onTestFinished } from 'vitest'
import { answeringClient, indexAnswer, listingAt } from './test-support/car-search-fixture.js'

const hits = [1, 2, 3].map((id) => ({
  objectID: String(id),
  name: `Car ${id}`,
  price: 10_000 * id,
  km: 1000 * id,
}))

/** The index as the test answers it: the three cars, with facets and price bounds. */
function searchIndex() {
  return answeringClient((requests) =>
    requests.map((asked) =>
      indexAnswer({
        hits: asked.hitsPerPage === 0 ? [] : hits,
        nbHits: hits.length,
        facets: { make: { Mazda: 2, Toyota: 1 }, price: { 10000: 1, 20000: 1, 30000: 1 } },
        facets_stats: { price: { min: 10_000, max: 30_000, avg: 20_000, sum: 60_000 } },
      }),
    ),
  )
}

const url = new URL('http://coastal-motors.localhost/search/our-cars/')

function listing(
  client: ReturnType<typeof searchIndex>['client'],
  renderHit: (hit: Record<string, unknown>) => string,
) {
  return listingAt({
    client,
    url,
    profile: CARS_PROFILE,
    renderHit: (hit) => <p className="card">{renderHit(hit)}</p>,
  })
}

describe('the search page hydrating from the server’s state', () => {
  it('renders each card once in the browser and asks the index nothing more', async () => {
    const server = searchIndex()
    const serverState = await getServerState(
      listing(server.client, (hit) => String(hit.name)),
      { renderToString },
    )
    const html = renderToString(
      <InstantSearchSSRProvider {...serverState}>
        {listing(server.client, (hit) => String(hit.name))}
      </InstantSearchSSRProvider>,
    )
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    onTestFinished(() => container.remove())

    const browser = searchIndex()
    const rendered = new Map<string, number>()
    const countingListing = listing(browser.client, (hit) => {
      rendered.set(String(hit.objectID), (rendered.get(String(hit.objectID)) ?? 0) + 1)
      return String(hit.name)
    })
    await act(async () => {
      const root = hydrateRoot(
        container,
        <InstantSearchSSRProvider {...serverState}>{countingListing}</InstantSearchSSRProvider>,
      )
      onTestFinished(() => act(() => root.unmount()))
      await new Promise((resolve) => setTimeout(resolve, 50))
    })

    expect([...container.querySelectorAll('.card')].map((card) => card.textContent)).toEqual([
      'Car 1',
      'Car 2',
      'Car 3',
    ])
    expect(Object.fromEntries(rendered)).toEqual({ 1: 1, 2: 1, 3: 1 })
    expect(browser.sent).toHaveLength(0)
  })
})
