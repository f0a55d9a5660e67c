import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { capalaba } from '../fixtures/locations.js'
import { OpeningHours } from './OpeningHours.js'

// The overlay's module loads on first use (lazyPart): a slow machine may take a while to import it.
const LAZY = { timeout: 5000 }

afterEach(cleanup)

function rows(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent).join(' '))
}

describe('OpeningHours', () => {
  it('is a table named Opening Hours with Monday to Friday merged', () => {
    render(<OpeningHours hours={capalaba.contact_detail.opening_hours} today="2025-03-14" />)
    const table = screen.getByRole('table', { name: 'Opening Hours' })
    expect(rows(table)).toEqual(['Mon - Fri 8:30am - 5:30pm', 'Sat 8:00am - 12:00pm', 'Sun Closed'])
  })

  it('can show every day and Sunday by appointment', () => {
    render(
      <OpeningHours
        hours={capalaba.contact_detail.opening_hours}
        today="2025-03-14"
        fullHours
        sundayByAppointment
      />,
    )
    const lines = rows(screen.getByRole('table'))
    expect(lines).toHaveLength(7)
    expect(lines[0]).toBe('Mon 8:30am - 5:30pm')
    expect(lines[6]).toBe('Sun By appointment')
  })

  it('offers upcoming holiday hours in a dialog, today first', async () => {
    render(
      <OpeningHours
        hours={capalaba.contact_detail.opening_hours}
        today="2025-04-18"
        specialHours={[
          { date: '2025-04-21', status: 'Open', start_hour: '09:00', end_hour: '13:00' },
          { date: '2025-04-18', status: 'Closed', start_hour: null, end_hour: null },
          { date: '2025-01-26', status: 'Closed', start_hour: null, end_hour: null },
        ]}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Holiday Hours' }))
    const dialog = await screen.findByRole('dialog', { name: 'Holiday Opening Hours' }, LAZY)
    expect(rows(within(dialog).getByRole('table'))).toEqual(['Today Closed', '21/4/2025 9:00am - 1:00pm'])
  })

  it('has no holiday button when no holiday is coming', () => {
    render(<OpeningHours hours={capalaba.contact_detail.opening_hours} today="2025-03-14" />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
