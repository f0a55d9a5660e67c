import { watchlistSavedToast } from '@forecourt/domain'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createToastQueue, ToastRegion } from './Toast.js'

afterEach(cleanup)

// The region's module loads with the first toast: a slow machine may take a while to import it.
const LAZY = { timeout: 5000 }

describe('Toast', () => {
  it('shows a queued toast with its title, description and action', async () => {
    const queue = createToastQueue()
    render(<ToastRegion queue={queue} />)
    act(() => {
      queue.add({
        ...watchlistSavedToast('2021 Toyota RAV4 GX'),
        action: { label: 'View List', href: '/watchlist' },
      })
    })
    const region = await screen.findByRole('region', { name: /notification/ }, LAZY)
    expect(within(region).getByText('Car Saved In Watchlist')).toBeTruthy()
    expect(within(region).getByText('2021 Toyota RAV4 GX is now available in your watchlist')).toBeTruthy()
    expect(within(region).getByRole('link', { name: 'View List' }).getAttribute('href')).toBe('/watchlist')
  })

  it('shows one toast at a time, the next once the first is closed', async () => {
    const queue = createToastQueue()
    render(<ToastRegion queue={queue} />)
    act(() => {
      queue.add({ title: 'Car Saved In Watchlist' })
      queue.add({ title: 'Car Removed' })
    })
    expect(await screen.findAllByRole('alertdialog', {}, LAZY)).toHaveLength(1)
    const first = screen.getByRole('alertdialog').textContent
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    })
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1)
    expect(screen.getByRole('alertdialog').textContent).not.toBe(first)
  })
})
