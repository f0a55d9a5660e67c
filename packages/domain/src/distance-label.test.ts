import { describe, expect, it } from 'vitest'
import { distanceLabel } from './distance-label.js'

describe('distanceLabel', () => {
  it.each([
    [0, 'Less than 1 km away'],
    [0.99, 'Less than 1 km away'],
    [1, '1 km away'],
    [2.44, '2.4 km away'],
    [9.94, '9.9 km away'],
    [9.96, '10 km away'],
    [10, '10 km away'],
    [12.4, '12 km away'],
    [12.5, '13 km away'],
    [2158.3, '2,158 km away'],
    [Math.PI * 6371, '20,015 km away'],
  ])('%s km → %s', (km, label) => {
    expect(distanceLabel(km)).toBe(label)
  })
})
