// @vitest-environment happy-dom
// The car page's photos come from the image CDN at the gallery's widths (§7); an address the
// builder refuses never reaches the page.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testCar } from '../test-support/fixtures.js'
import { CarGallery } from './CarGallery.js'

afterEach(cleanup)

const name = '2021 Toyota RAV4 GX'

describe('CarGallery', () => {
  it('offers the first photo at several widths, eager and high priority, and crops thumbnails to 4:3', () => {
    render(<CarGallery car={testCar({ name, images: ['/images/cars/7/1.svg', '/images/cars/7/2.svg'] })} />)
    const main = screen.getByRole('img', { name: `Photo 1 of 2 of ${name}` })
    expect(main.getAttribute('src')).toBe('/images/cars/7/1.svg?w=800&q=75')
    expect(main.getAttribute('srcset')).toBe(
      '/images/cars/7/1.svg?w=480&q=75 480w, /images/cars/7/1.svg?w=800&q=75 800w, /images/cars/7/1.svg?w=1200&q=75 1200w',
    )
    expect(main.getAttribute('sizes')).toBeTruthy()
    expect(main.getAttribute('fetchpriority')).toBe('high')
    expect(main.getAttribute('loading')).toBe('eager')
    const thumbnails = document.querySelectorAll('.fc-ImageGallery-thumbnail img')
    expect(Array.from(thumbnails, (thumbnail) => thumbnail.getAttribute('src'))).toEqual([
      '/images/cars/7/1.svg?w=160&q=60&crop=4%3A3',
      '/images/cars/7/2.svg?w=160&q=60&crop=4%3A3',
    ])
  })

  it('leaves out a photo whose address the builder refuses, and shows nothing when none is left', () => {
    const { rerender } = render(
      <CarGallery car={testCar({ name, images: ['javascript:alert(1)', '/images/cars/7/2.svg'] })} />,
    )
    expect(screen.getByRole('img', { name: `Photo 1 of 1 of ${name}` }).getAttribute('src')).toBe(
      '/images/cars/7/2.svg?w=800&q=75',
    )
    rerender(
      <CarGallery car={testCar({ name, images: ['data:image/svg+xml,<svg/>'], primary_image_url: null })} />,
    )
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('shows the primary photo alone for a car without a photo list', () => {
    render(
      <CarGallery car={testCar({ name, images: [], primary_image_url: 'https://cdn.example/p/1.jpg' })} />,
    )
    expect(screen.getByRole('img', { name: `Photo 1 of 1 of ${name}` }).getAttribute('src')).toBe(
      'https://cdn.example/p/1.jpg?w=800&q=75',
    )
  })
})
