import { describe, expect, it } from 'vitest'
import { vehicleKindOf } from './vehicle-shapes.js'

describe('vehicleKindOf', () => {
  it.each([
    ['Sedan', 'cars', 'sedan'],
    ['Hatchback', 'cars', 'hatch'],
    ['SUV', 'cars', 'suv'],
    ['Wagon', 'cars', 'wagon'],
    ['Ute', 'cars', 'ute'],
    ['Cab Chassis Ute', 'cars', 'cab-chassis'],
    ['Coupe', 'cars', 'coupe'],
    ['Convertible', 'cars', 'coupe'],
    ['Van', 'cars', 'van'],
    ['Prime Mover', 'trucks', 'prime-mover'],
    ['Tipper', 'trucks', 'tipper'],
    ['Pantech', 'trucks', 'pantech'],
    ['Tautliner', 'trucks', 'pantech'],
    ['Refrigerated', 'trucks', 'pantech'],
    ['Cab Chassis', 'trucks', 'cab-chassis'],
    ['Scooter', 'motorcycles', 'scooter'],
    ['Adventure', 'motorcycles', 'motorcycle'],
    ['Caravan', 'rvs', 'caravan'],
    ['Motorhome', 'rvs', 'motorhome'],
    ['Campervan', 'rvs', 'motorhome'],
    ['Camper Trailer', 'rvs', 'camper-trailer'],
    // Nothing in the words: the family's usual vehicle.
    ['', 'trucks', 'cab-chassis'],
    ['', 'rvs', 'caravan'],
    ['', 'subscriptions', 'sedan'],
    ['Something new', 'cars', 'sedan'],
  ])('%s (%s) → %s', (body, family, kind) => {
    expect(vehicleKindOf(body, family)).toBe(kind)
  })
})
