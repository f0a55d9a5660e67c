import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Alert } from './Alert.js'

afterEach(cleanup)

describe('Alert', () => {
  it('announces a destructive alert at once', () => {
    render(<Alert tone="destructive" title="An error occurred when submitting this form" />)
    expect(screen.getByRole('alert').textContent).toBe('An error occurred when submitting this form')
  })

  it.each(['info', 'success', 'warning'] as const)(
    'a %s alert is a polite status with its title and body',
    (tone) => {
      render(
        <Alert tone={tone} title="Car Saved In Watchlist">
          2021 Toyota RAV4 GX is now available in your watchlist
        </Alert>,
      )
      const status = screen.getByRole('status')
      expect(status.textContent).toBe(
        'Car Saved In Watchlist2021 Toyota RAV4 GX is now available in your watchlist',
      )
      expect(screen.queryByRole('alert')).toBeNull()
    },
  )
})
