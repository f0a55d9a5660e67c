import { describe, expect, it } from 'vitest'
import { type CarImageSlotName, carImageSources, withSlotPhoto } from './car-image-sources.js'

const widthsOf = (srcSet: string | undefined) =>
  srcSet?.split(', ').map((candidate) => Number(candidate.split(' ')[1]?.replace('w', '')))

describe('carImageSources', () => {
  it.each<[CarImageSlotName, string, number[], string]>([
    ['card', '/photo.jpg?w=640&q=70&crop=4%3A3', [320, 480, 640, 960], '(min-width: 40rem) 28rem, 100vw'],
    ['saved', '/photo.jpg?w=72&q=60&crop=4%3A3', [72, 144], '72px'],
    ['print', '/photo.jpg?w=1280&q=85&crop=4%3A3', [640, 1280], '640px'],
    ['compare', '/photo.jpg?w=480&q=70&crop=4%3A3', [240, 480], '15rem'],
    ['checkout', '/photo.jpg?w=960&q=75&crop=4%3A3', [480, 960], '30rem'],
    ['share', '/photo.jpg?w=1200&q=80&crop=16%3A9', [1200], '1200px'],
  ])('offers a %s slot its widths, quality and crop', (slot, src, widths, sizes) => {
    const sources = carImageSources('/photo.jpg', slot)
    expect(sources?.src).toBe(src)
    expect(widthsOf(sources?.srcSet)).toEqual(widths)
    expect(sources?.srcSet).toContain(`/photo.jpg?w=${widths[0]}&`)
    expect(sources?.sizes).toBe(sizes)
  })

  it.each([null, '', 'javascript:alert(1)', '//evil.example/p.jpg'])('has no sources for %j', (url) => {
    expect(carImageSources(url, 'card')).toBeNull()
  })
})

describe('withSlotPhoto', () => {
  it('gives a ui block the car with its photo at the slot’s address, and no photo for a refused one', () => {
    const car = { id: 7, primary_image_url: '/photo.jpg' }
    expect(withSlotPhoto(car, 'compare')).toEqual({
      id: 7,
      primary_image_url: '/photo.jpg?w=480&q=70&crop=4%3A3',
    })
    expect(withSlotPhoto({ id: 8, primary_image_url: 'data:image/png;base64,AA' }, 'checkout')).toEqual({
      id: 8,
      primary_image_url: null,
    })
    expect(car.primary_image_url).toBe('/photo.jpg')
  })
})
