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

function searchIndex() {
  return answeringClient((requests) =>
    requests.map(() =>
      indexAnswer({ nbHits: 12, facets: { car_type: { used: 12, new: 4 }, make: { Kia: 7, Mazda: 5 } } }),
    ),
  )
}

async function serverPageAt(path: string) {
  const url = new URL(`http://coastal-motors.localhost${path}`)
  const listing = () => listingAt({ client: searchIndex().client, url, profile: CARS_PROFILE })
  const serverState = await getServerState(listing(), { renderToString })
  const html = renderToString(
    <InstantSearchSSRProvider {...serverState}>{listing()}</InstantSearchSSRProvider>,
  )
  return {
    html,
    hydrate: () => <InstantSearchSSRProvider {...serverState}>{listing()}</InstantSearchSSRProvider>,
  }
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
    const { html, hydrate } = await serverPageAt('/search/used-cars')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    onTestFinished(() => container.remove())
    await act(async () => {
      const root = hydrateRoot(container, hydrate())
      onTestFinished(() => act(() => root.unmount()))
      await new Promise((resolve) => setTimeout(resolve, 50))
    })

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Used' }))
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(container.textContent).toContain('Filters (0)')
    expect(screen.queryByRole('list', { name: 'Selected filters' })).toBeNull()
  })
})
