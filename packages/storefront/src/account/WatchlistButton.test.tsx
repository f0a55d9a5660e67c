// @vitest-environment happy-dom
// §4, §7, §8: Save sends the car to the watchlist action; the spec's toast follows a save, and a
// failure is an alert with the platform's message and no success.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storefrontToasts } from '../toasts.js'
import { WatchlistButton } from './WatchlistButton.js'
import { WATCHLIST_PATH, type WatchlistActionData } from './watchlist-form.js'

const car = { id: 41, name: '2021 Toyota Corolla Ascent Sport' }

function renderWith(answer: WatchlistActionData) {
  const router = createMemoryRouter(
    [
      { path: '/cars/corolla', element: <WatchlistButton car={car} saved={false} /> },
      { path: WATCHLIST_PATH, action: async () => answer, element: null },
    ],
    { initialEntries: ['/cars/corolla'] },
  )
  render(<RouterProvider router={router} />)
  fireEvent.click(screen.getByRole('button', { name: `Save ${car.name} to your watchlist` }))
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('WatchlistButton', () => {
  it('toasts the saved car once the platform took it', async () => {
    const toast = vi.spyOn(storefrontToasts, 'add')
    renderWith({ saved: true, carId: car.id })
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1))
    expect(toast.mock.calls[0]?.[0]).toMatchObject({
      title: 'Car Saved In Watchlist',
      description: `${car.name} is now available in your watchlist`,
    })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the platform’s message in an alert when the save failed, and no toast', async () => {
    const toast = vi.spyOn(storefrontToasts, 'add')
    renderWith({ error: 'The watchlist is unavailable right now' })
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('The watchlist is unavailable right now'),
    )
    expect(toast).not.toHaveBeenCalled()
    // Not shown as saved: the optimistic state ended with the failed answer.
    expect(screen.getByRole('button', { name: `Save ${car.name} to your watchlist` })).toBeTruthy()
  })
})
