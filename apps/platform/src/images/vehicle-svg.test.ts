import { describe, expect, it } from 'vitest'
import { VEHICLE_SHAPES, type VehicleKind } from './vehicle-shapes.js'
import { vehicleSvg } from './vehicle-svg.js'

const picture = (overrides: Partial<Parameters<typeof vehicleSvg>[0]> = {}) =>
  vehicleSvg({
    kind: 'suv',
    seed: 'car-7',
    photo: 1,
    width: 800,
    label: '2021 Toyota RAV4, photo 1',
    ...overrides,
  })

describe('vehicleSvg', () => {
  it('is the same bytes for the same car and photo (caches and baselines stay stable)', () => {
    expect(picture()).toBe(picture())
  })

  it('draws no text, so it looks the same whatever fonts a machine has', () => {
    for (const kind of Object.keys(VEHICLE_SHAPES) as VehicleKind[]) {
      for (const photo of [1, 2, 3]) expect(picture({ kind, photo })).not.toMatch(/<text|font-family/)
    }
  })

  it('keeps its 4:3 shape at the width asked for, and says what it shows', () => {
    expect(picture({ width: 320 })).toContain('width="320" height="240"')
    expect(picture()).toContain('aria-label="2021 Toyota RAV4, photo 1"')
    expect(picture({ label: 'A <b> & "c"' })).toContain('aria-label="A &#60;b&#62; &#38; &#34;c&#34;"')
  })

  it('paints different cars differently and one car’s photos alike', () => {
    const paintOf = (svg: string) => /stop-color="(#[0-9a-f]{6})" stop-opacity/.exec(svg)?.[1]
    const paints = new Set(Array.from({ length: 20 }, (_, id) => paintOf(picture({ seed: `car-${id}` }))))
    expect(paints.size).toBeGreaterThan(4)
    expect(paintOf(picture({ photo: 2 }))).toBe(paintOf(picture({ photo: 1 })))
  })

  it('varies the setting and direction by photo: yard, showroom, close-up; even ones mirrored', () => {
    expect(picture({ photo: 1 })).toContain('url(#sky)')
    expect(picture({ photo: 2 })).toContain('url(#floor)')
    expect(picture({ photo: 2 })).toContain('scale(-1,1)')
    expect(picture({ photo: 3 })).not.toContain('viewBox="0 0 800 600"')
  })

  it.each([
    { photo: 1, crop: '1:1' as const, viewBox: '100 0 600 600', height: 320 },
    { photo: 1, crop: '16:9' as const, viewBox: '0 75 800 450', height: 180 },
    { photo: 1, crop: '4:3' as const, viewBox: '0 0 800 600', height: 240 },
  ])(
    'cuts photo $photo to $crop around its centre rather than squeezing it',
    ({ photo, crop, viewBox, height }) => {
      expect(picture({ photo, crop, width: 320 })).toContain(
        `width="320" height="${height}" viewBox="${viewBox}"`,
      )
    },
  )

  it('cuts a close-up inside its own frame', () => {
    const box = (svg: string) => (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '').split(' ').map(Number)
    const [x, y, width, height] = box(picture({ photo: 3 })) as [number, number, number, number]
    const [cx, cy, cWidth, cHeight] = box(picture({ photo: 3, crop: '1:1' })) as [
      number,
      number,
      number,
      number,
    ]
    expect(cWidth).toBeCloseTo(cHeight, 5)
    expect(cy).toBe(y)
    expect(cx + cWidth / 2).toBeCloseTo(x + width / 2, 1)
    expect(cHeight).toBe(height)
  })
})
