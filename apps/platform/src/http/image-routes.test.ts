import { type Car, carImageUrl } from '@forecourt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorAnswerSchema } from './api-answers.js'
import { openSeededTestApp, type SeededTestApp } from './seeded-test-app.js'

let world: SeededTestApp
let photo: string

beforeAll(async () => {
  world = await openSeededTestApp()
  const answer = (await (await world.app.request('/v1/sites/coastal-motors/cars?per_page=1')).json()) as {
    cars: Car[]
  }
  photo = answer.cars[0]?.images[0] as string
}, 120_000)

afterAll(async () => {
  await world?.database.close()
})

const svgAt = async (path: string) => {
  const response = await world.app.request(path)
  expect(response.status, path).toBe(200)
  const svg = await response.text()
  const size = /^<svg [^>]*width="(\d+)" height="(\d+)" viewBox="([^"]+)"/.exec(svg)
  return { response, svg, width: Number(size?.[1]), height: Number(size?.[2]), viewBox: size?.[3] }
}

describe('GET /images/cars/:carId/:file — the image CDN stand-in (§7 width, quality and crop)', () => {
  it.each([
    { params: { width: 320 }, width: 320, height: 240 },
    { params: { width: 640, crop: '4:3' as const }, width: 640, height: 480 },
    { params: { width: 320, crop: '1:1' as const }, width: 320, height: 320 },
    { params: { width: 1600, crop: '16:9' as const }, width: 1600, height: 900 },
    { params: { width: 16 }, width: 16, height: 12 },
    { params: { width: 2000, quality: 100 }, width: 2000, height: 1500 },
  ])(
    'draws $params as $width × $height at the address carImageUrl builds',
    async ({ params, width, height }) => {
      const drawn = await svgAt(carImageUrl(photo, params) as string)
      expect([drawn.width, drawn.height]).toEqual([width, height])
      const [, , boxWidth, boxHeight] = (drawn.viewBox ?? '').split(' ').map(Number) as number[]
      // The picture is cut to the shape, not squeezed into it.
      expect((boxWidth as number) / (boxHeight as number)).toBeCloseTo(width / height, 1)
    },
  )

  it('draws a low quality to whole units, in fewer bytes, and keeps the default bytes at a high one', async () => {
    const plain = await svgAt(`${photo}?w=640`)
    const high = await svgAt(`${photo}?w=640&q=90`)
    const low = await svgAt(`${photo}?w=640&q=30`)
    expect(high.svg).toBe(plain.svg)
    expect(low.svg.length).toBeLessThan(plain.svg.length * 0.95)
    expect(low.svg).not.toMatch(/points="[^"]*\.\d/)
  })

  it('keeps its year-long cache for every parameter', async () => {
    const { response } = await svgAt(carImageUrl(photo, { width: 480, quality: 70, crop: '1:1' }) as string)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
  })

  it.each([
    ['w', 'w=15'],
    ['w', 'w=2001'],
    ['w', 'w=12.5'],
    ['q', 'q=0'],
    ['q', 'q=101'],
    ['q', 'q=high'],
    ['crop', 'crop=circle'],
    ['crop', 'crop=4x3'],
  ])('answers 400 naming %s for %s', async (field, query) => {
    const response = await world.app.request(`${photo}?${query}`)
    expect(response.status).toBe(400)
    expect(Object.keys(ErrorAnswerSchema.parse(await response.json()).error.fields ?? {})).toEqual([field])
  })
})
