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

const rows = [
  { label: 'Price', values: ['$36,990', '—'] },
  { label: 'GVM', values: ['16,500 kg', '11,000 kg'] },
]

describe('CompareTable', () => {
  it('lays the rows it is given side by side, a column per car in its order', () => {
    const other = makeCar({ id: 2, name: '2019 Mazda CX-5 Maxx' })
    render(
      <CompareTable
        cars={[cars.inStock, other]}
        rows={rows}
        hrefOf={(car) => `/cars/${car.slug}`}
        onRemove={vi.fn()}
        nouns={{ singular: 'truck', plural: 'trucks' }}
      />,
    )
    expect(screen.getByRole('region', { name: 'Comparing 2 trucks' })).toBeTruthy()
    expect(
      screen.getAllByRole('columnheader').map((header) => within(header).getByRole('link').textContent),
    ).toEqual(['2021 Toyota RAV4 GX', '2019 Mazda CX-5 Maxx'])
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Price', 'GVM'])
    expect(cellsOf('Price')).toEqual(['$36,990', '—'])
    expect(cellsOf('GVM')).toEqual(['16,500 kg', '11,000 kg'])
  })

  it('removes a car by its id from its column', () => {
    const onRemove = vi.fn()
    render(
      <CompareTable
        cars={[cars.inStock]}
        rows={[{ label: 'Year', values: ['2021'] }]}
        hrefOf={() => '/cars/x'}
        onRemove={onRemove}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2021 Toyota RAV4 GX' }))
    expect(onRemove).toHaveBeenCalledWith(cars.inStock.id)
    expect(screen.getByRole('region', { name: 'Comparing 1 car' })).toBeTruthy()
  })
})
