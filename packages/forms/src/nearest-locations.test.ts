import { describe, expect, it } from 'vitest'
import { orderByDistance } from './nearest-locations.js'

const choices = [
  { value: 'Coastal Motors - Sales', label: 'Coastal Motors - Sales' },
  { value: 'Coastal Motors - Service', label: 'Coastal Motors - Service' },
  { value: 'Coastal Motors - Parts', label: 'Coastal Motors - Parts' },
]

describe('orderByDistance (the forms’ location pick, issue 16 row 3)', () => {
  it('lists the nearest first with how far each is, values unchanged', () => {
    expect(
      orderByDistance(choices, [
        { value: 'Coastal Motors - Service', distanceKm: 4.23 },
        { value: 'Coastal Motors - Sales', distanceKm: 11.6 },
        { value: 'Coastal Motors - Parts', distanceKm: 0.4 },
      ]),
    ).toEqual([
      { value: 'Coastal Motors - Service', label: 'Coastal Motors - Service (4.2 km away)' },
      { value: 'Coastal Motors - Sales', label: 'Coastal Motors - Sales (12 km away)' },
      { value: 'Coastal Motors - Parts', label: 'Coastal Motors - Parts (Less than 1 km away)' },
    ])
  })

  it.each([
    ['a location without coordinates', [{ value: 'Coastal Motors - Parts', distanceKm: null }]],
    ['a location the platform did not list', []],
    ['a distance for a choice the form does not offer', [{ value: 'Elsewhere Motors', distanceKm: 1 }]],
  ])('keeps %s in the dealer’s order after the placed ones', (_label, unplaced) => {
    const ordered = orderByDistance(choices, [
      { value: 'Coastal Motors - Service', distanceKm: 2 },
      { value: 'Coastal Motors - Sales', distanceKm: 3 },
      ...unplaced,
    ])
    expect(ordered.map((choice) => choice.value)).toEqual([
      'Coastal Motors - Service',
      'Coastal Motors - Sales',
      'Coastal Motors - Parts',
    ])
    expect(ordered[2]?.label).toBe('Coastal Motors - Parts')
  })

  it('leaves the choices as they are when nothing was placed', () => {
    expect(orderByDistance(choices, [])).toEqual(choices)
  })
})
