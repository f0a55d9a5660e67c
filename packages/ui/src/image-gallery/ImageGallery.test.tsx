import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ImageGallery, type ImageUrlBuilder } from './ImageGallery.js'

afterEach(cleanup)

const images = ['/p/1.jpg', '/p/2.jpg', '/p/3.jpg']
const cdn: ImageUrlBuilder = (src, { width, quality, crop }) =>
  `https://cdn.example${src}?w=${width}&q=${quality}${crop ? `&crop=${crop}` : ''}`
const name = (n: number) => `Photo ${n} of 3 of 2021 Toyota RAV4 GX`

describe('ImageGallery', () => {
  it('loads the first photo eagerly at high priority and everything else lazily, through the CDN', () => {
    render(<ImageGallery images={images} carName="2021 Toyota RAV4 GX" imageUrl={cdn} />)
    const main = screen.getByRole('img', { name: name(1) })
    expect(main.getAttribute('loading')).toBe('eager')
    expect(main.getAttribute('fetchpriority')).toBe('high')
    expect(main.getAttribute('src')).toBe('https://cdn.example/p/1.jpg?w=800&q=75')
    expect(main.getAttribute('srcset')).toContain('https://cdn.example/p/1.jpg?w=1200&q=75 1200w')
    const thumbnails = document.querySelectorAll('.fc-ImageGallery-thumbnail img')
    expect(thumbnails).toHaveLength(3)
    for (const thumbnail of thumbnails) {
      expect(thumbnail.getAttribute('loading')).toBe('lazy')
      expect(thumbnail.getAttribute('src')).toMatch(/\?w=160&q=60&crop=4:3$/)
    }
  })

  it('changes photo with Next, Previous and the thumbnails, wrapping at the ends', () => {
    render(<ImageGallery images={images} carName="2021 Toyota RAV4 GX" />)
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }))
    expect(screen.getByRole('img', { name: name(3) }).getAttribute('loading')).toBe('lazy')
    expect(screen.getByText('3 / 3')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }))
    expect(screen.getByRole('img', { name: name(1) })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: name(2) }))
    expect(screen.getByRole('img', { name: name(2) }).getAttribute('src')).toBe('/p/2.jpg')
    expect(screen.getByRole('button', { name: name(2) }).getAttribute('aria-current')).toBe('true')
  })

  it('moves along the thumbnails with the arrow keys, focus following', () => {
    render(<ImageGallery images={images} carName="2021 Toyota RAV4 GX" />)
    const first = screen.getByRole('button', { name: name(1) })
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: name(2) }))
    expect(screen.getByRole('img', { name: name(2) })).toBeTruthy()
  })

  it('says photos are coming when there are none, and has no controls for a single photo', () => {
    const { rerender } = render(<ImageGallery images={[]} carName="x" />)
    expect(screen.getByText('Photos coming soon')).toBeTruthy()
    rerender(<ImageGallery images={['/p/1.jpg']} carName="x" />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
