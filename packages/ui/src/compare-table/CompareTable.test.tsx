import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cars, makeCar } from '../fixtures/cars.js'
import { CompareTable } from './CompareTable.js'

afterEach(cleanup)

const rowOf = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement
const cellsOf = (label: string) =>
  within(rowOf(label))
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('CompareTable', () => {
  it('lays the key facts of each car side by side, a row per fact', () => {
    const other = makeCar({ id: 2, name: '2019 Mazda CX-5 Maxx', price: 0, seats: null, simple_fuel: '' })
    render(
      <CompareTable
        cars={[cars.inStock, other]}
        currency="AUD"
        hrefOf={(car) => `/cars/${car.slug}`}
        onRemove={vi.fn()}
      />,
    )
    expect(screen.getByRole('region', { name: 'Comparing 2 cars' })).toBeTruthy()
    expect(
      screen.getAllByRole('columnheader').map((header) => within(header).getByRole('link').textContent),
    ).toEqual(['2021 Toyota RAV4 GX', '2019 Mazda CX-5 Maxx'])
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Price',
      'Year',
      'Kilometres',
      'Body',
      'Transmission',
      'Fuel',
      'Seats',
    ])
    expect(cellsOf('Price')).toEqual(['$36,990', '—'])
    expect(cellsOf('Kilometres')).toEqual(['48,215 km', '48,215 km'])
    expect(cellsOf('Fuel')).toEqual(['Petrol', '—'])
    expect(cellsOf('Seats')[1]).toBe('—')
  })

  it('removes a car by its id from its column', () => {
    const onRemove = vi.fn()
    render(<CompareTable cars={[cars.inStock]} currency="AUD" hrefOf={() => '/cars/x'} onRemove={onRemove} />)
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2021 Toyota RAV4 GX' }))
    expect(onRemove).toHaveBeenCalledWith(cars.inStock.id)
    expect(screen.getByRole('region', { name: 'Comparing 1 car' })).toBeTruthy()
  })
})
