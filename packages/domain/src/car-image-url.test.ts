import { describe, expect, it } from 'vitest'
import { type CarImageCrop, carImageSrcSet, carImageUrl } from './car-image-url.js'

describe('carImageUrl', () => {
  it.each([
    ['a site path', '/images/cars/7/1.svg', { width: 640 }, '/images/cars/7/1.svg?w=640'],
    [
      'width, quality and crop',
      '/images/cars/7/1.svg',
      { width: 320, quality: 70, crop: '4:3' as const },
      '/images/cars/7/1.svg?w=320&q=70&crop=4%3A3',
    ],
    [
      'an absolute CDN address',
      'https://cdn.example/p/1.jpg',
      { width: 480 },
      'https://cdn.example/p/1.jpg?w=480',
    ],
    ['plain http', 'http://cdn.example/p/1.jpg', { width: 480 }, 'http://cdn.example/p/1.jpg?w=480'],
    ['a width below the range', '/p.jpg', { width: 1 }, '/p.jpg?w=16'],
    ['a width above the range', '/p.jpg', { width: 99_999 }, '/p.jpg?w=2000'],
    ['a fractional width', '/p.jpg', { width: 319.6 }, '/p.jpg?w=320'],
    ['the range’s own ends', '/p.jpg', { width: 2000, quality: 100 }, '/p.jpg?w=2000&q=100'],
    ['a quality of 0', '/p.jpg', { width: 100, quality: 0 }, '/p.jpg?w=100&q=1'],
    ['a quality above 100', '/p.jpg', { width: 100, quality: 250 }, '/p.jpg?w=100&q=100'],
    ['a quality that is not a number', '/p.jpg', { width: 100, quality: Number.NaN }, '/p.jpg?w=100'],
    [
      'an unknown crop, ignored',
      '/p.jpg',
      { width: 100, crop: 'circle' as unknown as CarImageCrop },
      '/p.jpg?w=100',
    ],
    ['its own query string, kept', '/p.jpg?v=3', { width: 100 }, '/p.jpg?v=3&w=100'],
    [
      'its own w, q and crop, replaced rather than repeated',
      'https://cdn.example/p.jpg?w=9&q=9&crop=1%3A1&v=2',
      { width: 100 },
      'https://cdn.example/p.jpg?w=100&v=2',
    ],
    ['a fragment, kept after the query', '/p.svg#front', { width: 100 }, '/p.svg?w=100#front'],
  ])('builds %s', (_, url, params, expected) => {
    expect(carImageUrl(url, params)).toBe(expected)
  })

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: split by a tab', 'java\tscript:alert(1)'],
    ['data:', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['a protocol-relative address', '//evil.example/p.jpg'],
    ['a backslash escape to another host', '/\\evil.example/p.jpg'],
    ['ftp:', 'ftp://cdn.example/p.jpg'],
    ['credentials', 'https://user:secret@cdn.example/p.jpg'],
    ['a path relative to the page', 'images/p.jpg'],
    ['a scheme without slashes', 'https:evil.example/p.jpg'],
    ['leading whitespace', ' https://cdn.example/p.jpg'],
    ['an empty address', ''],
    ['an address that does not parse', 'https://[::1/p.jpg'],
  ])('refuses %s', (_, url) => {
    expect(carImageUrl(url, { width: 320 })).toBeNull()
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses a width of %s', (width) => {
    expect(carImageUrl('/p.jpg', { width })).toBeNull()
  })
})

describe('carImageSrcSet', () => {
  it('lists the photo at each width, ascending, each with its quality and crop', () => {
    expect(carImageSrcSet('/images/cars/7/1.svg', [640, 320], { quality: 70, crop: '4:3' })).toBe(
      '/images/cars/7/1.svg?w=320&q=70&crop=4%3A3 320w, /images/cars/7/1.svg?w=640&q=70&crop=4%3A3 640w',
    )
  })

  it('clamps widths and drops the duplicates clamping makes', () => {
    expect(carImageSrcSet('/p.jpg', [3000, 2000, 8, 16, Number.NaN])).toBe(
      '/p.jpg?w=16 16w, /p.jpg?w=2000 2000w',
    )
  })

  it.each([
    ['a refused address', 'javascript:alert(1)', [320]],
    ['no widths', '/p.jpg', []],
    ['no width that is a number', '/p.jpg', [Number.NaN]],
  ])('is null for %s', (_, url, widths) => {
    expect(carImageSrcSet(url, widths)).toBeNull()
  })
})
