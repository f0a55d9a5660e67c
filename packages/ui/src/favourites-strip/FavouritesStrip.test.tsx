import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FavouritesStrip, type SavedCar } from './FavouritesStrip.js'

afterEach(cleanup)

const saved = (count: number): SavedCar[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Saved car ${index + 1}`,
    href: `/cars/saved-${index + 1}`,
    imageUrl: null,
  }))

function renderStrip(cars: SavedCar[], onRemove = vi.fn()) {
  render(
    <FavouritesStrip
      cars={cars}
      onRemove={onRemove}
      compareHref="/compare"
      getStartedHref="/search/used-cars/"
    />,
  )
  return screen.getByRole('region', { name: 'Saved cars' })
}

describe('FavouritesStrip', () => {
  it('says No Saved Cars and offers Get Started when empty', () => {
    const strip = renderStrip([])
    expect(within(strip).getByText('No Saved Cars')).toBeTruthy()
    expect(within(strip).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/search/used-cars/',
    )
    expect(within(strip).queryByRole('link', { name: /Compare Cars/ })).toBeNull()
  })

  it('fills up to three slots and links each car', () => {
    const strip = renderStrip(saved(2))
    const links = within(strip).getAllByRole('link', { name: /Saved car/ })
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/cars/saved-1', '/cars/saved-2'])
    expect(within(strip).getByRole('link', { name: 'Compare Cars' }).getAttribute('href')).toBe('/compare')
  })

  it('removes a car with its X button', () => {
    const onRemove = vi.fn()
    const strip = renderStrip(saved(1), onRemove)
    fireEvent.click(within(strip).getByRole('button', { name: 'Remove Saved car 1' }))
    expect(onRemove).toHaveBeenCalledWith(1)
  })

  it('offers each thumbnail at the widths given for its 72 px slot', () => {
    const strip = renderStrip([
      {
        ...saved(1)[0],
        imageUrl: '/p/1.jpg?w=72',
        imageSrcSet: '/p/1.jpg?w=72 72w, /p/1.jpg?w=144 144w',
      } as SavedCar,
    ])
    const thumb = strip.querySelector('img')
    expect(thumb?.getAttribute('src')).toBe('/p/1.jpg?w=72')
    expect(thumb?.getAttribute('srcset')).toBe('/p/1.jpg?w=72 72w, /p/1.jpg?w=144 144w')
    expect(thumb?.getAttribute('sizes')).toBe('72px')
  })

  it.each([
    [3, 'Compare Cars'],
    [5, 'Compare Cars +2'],
    [20, 'Compare Cars +9'],
  ])('with %i saved cars the compare button reads %s', (count, name) => {
    const strip = renderStrip(saved(count))
    expect(within(strip).getAllByRole('link', { name: /Saved car/ })).toHaveLength(3)
    expect(within(strip).getByRole('link', { name })).toBeTruthy()
  })
})
