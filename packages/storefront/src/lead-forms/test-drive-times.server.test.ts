import type { Car, SiteConfig } from '@forecourt/domain'
import { describe, expect, it, vi } from 'vitest'
import { createPlatformClient } from '../platform/platform-client.server.js'
import { fakePlatformFetch } from '../test-support/fake-platform-fetch.js'
import { testDriveLocation, testDriveTimeLabel, testDriveTimeOptions } from './test-drive-times.server.js'

const location = (id: number, name: string, visible = true) =>
  ({ id, name, visible }) as SiteConfig['locations'][number]
const site = {
  slug: 'coastal-motors',
  locations: [location(1, 'Coastal Motors - Sales'), location(2, 'Coastal Motors - Hidden', false)],
} as SiteConfig
const carAt = (name: string) => ({ location: { location_name: name } }) as Car

describe('testDriveTimeLabel', () => {
  it.each([
    { date: '2026-12-22', time: '08:30', label: 'Tue 22/12/2026, 8:30am' },
    { date: '2027-01-03', time: '13:00', label: 'Sun 3/1/2027, 1:00pm' },
    { date: '2026-12-26', time: '12:00', label: 'Sat 26/12/2026, 12:00pm' },
  ])('$date $time → $label', ({ date, time, label }) => {
    expect(testDriveTimeLabel({ date, time })).toBe(label)
  })
})

describe('testDriveLocation', () => {
  it.each([
    { case: "the car's visible location", car: carAt('Coastal Motors - Sales'), id: 1 },
    { case: 'none for a hidden location', car: carAt('Coastal Motors - Hidden'), id: undefined },
    { case: 'none for a location the site does not list', car: carAt('Elsewhere'), id: undefined },
    { case: 'none without a car', car: null, id: undefined },
  ])('$case', ({ car, id }) => {
    expect(testDriveLocation(site, car)?.id).toBe(id)
  })
})

describe('testDriveTimeOptions', () => {
  it("asks the platform for the location's times and offers them with the dealer's day and clock", async () => {
    const { fetch, calls } = fakePlatformFetch({
      '/v1/sites/coastal-motors/locations/1/test-drive-times': {
        status: 200,
        body: {
          location: { id: 1, name: 'Coastal Motors - Sales' },
          time_zone: 'Australia/Brisbane',
          slot_minutes: 30,
          slots: [
            {
              value: '2026-12-22T08:30',
              date: '2026-12-22',
              time: '08:30',
              starts_at: '2026-12-21T22:30:00.000Z',
            },
          ],
        },
      },
    })
    const { leads } = createPlatformClient({ baseUrl: 'http://platform', fetch })
    await expect(testDriveTimeOptions(leads, 'coastal-motors', site.locations[0] ?? null)).resolves.toEqual([
      { value: '2026-12-22T08:30', label: 'Tue 22/12/2026, 8:30am' },
    ])
    expect(calls.map((call) => call.method)).toEqual(['GET'])
  })

  it('offers nothing without a location, without asking', async () => {
    const testDriveTimes = vi.fn()
    await expect(testDriveTimeOptions({ testDriveTimes }, 'coastal-motors', null)).resolves.toEqual([])
    expect(testDriveTimes).not.toHaveBeenCalled()
  })

  it('offers nothing when the platform cannot answer: the time is optional', async () => {
    const testDriveTimes = vi.fn().mockRejectedValue(new Error('down'))
    await expect(
      testDriveTimeOptions({ testDriveTimes }, 'coastal-motors', site.locations[0] ?? null),
    ).resolves.toEqual([])
  })
})
