import { describe, expect, it } from 'vitest'
import { type CarImageSlotName, carImageSources } from './car-image-sources.js'

const widthsOf = (srcSet: string | undefined) =>
  srcSet?.split(', ').map((candidate) => Number(candidate.split(' ')[1]?.replace('w', '')))

describe('carImageSources', () => {
  it.each<[CarImageSlotName, string, number[], string]>([
    ['card', '/photo.jpg?w=640&q=70&crop=4%3A3', [320, 480, 640, 960], '(min-width: 40rem) 28rem, 100vw'],
    ['saved', '/photo.jpg?w=72&q=60&crop=4%3A3', [72, 144], '72px'],
    ['print', '/photo.jpg?w=1280&q=85&crop=4%3A3', [640, 1280], '640px'],
  ])('offers a %s slot its widths, quality and 4:3 crop', (slot, src, widths, sizes) => {
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
