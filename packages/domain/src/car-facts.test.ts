import { describe, expect, it } from 'vitest'
import { carKeyFacts, carSearchAttributes } from './car-facts.js'

const car = {
  year: 2021,
  km: 45210,
  simple_body: 'SUV',
  simple_transmission: 'Automatic',
  simple_fuel: 'Diesel',
  simple_drive: '4WD',
  seats: 7,
  stocknum: 'C1042',
  vin: 'JTMHV05J604123456',
}

describe('carKeyFacts', () => {
  it('lists every detail a car has, labelled, in page order', () => {
    expect(carKeyFacts(car)).toEqual([
      { label: 'Year', value: '2021' },
      { label: 'Kilometres', value: '45,210 km' },
      { label: 'Body', value: 'SUV' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Fuel', value: 'Diesel' },
      { label: 'Drive', value: '4WD' },
      { label: 'Seats', value: '7' },
      { label: 'Stock number', value: 'C1042' },
      { label: 'VIN', value: 'JTMHV05J604123456' },
    ])
  })

  it.each([
    { missing: 'VIN', change: { vin: null } },
    { missing: 'Drive', change: { simple_drive: null } },
    { missing: 'Seats', change: { seats: null } },
    { missing: 'Body', change: { simple_body: '' } },
  ])('leaves out $missing when the car has none', ({ missing, change }) => {
    const labels = carKeyFacts({ ...car, ...change }).map((fact) => fact.label)
    expect(labels).not.toContain(missing)
    expect(labels).toHaveLength(8)
  })

  it('keeps a new car’s 0 km: a reading of zero is a fact', () => {
    expect(carKeyFacts({ ...car, km: 0 })[1]).toEqual({ label: 'Kilometres', value: '0 km' })
  })
})

describe('carSearchAttributes (§9 default car search attributes)', () => {
  const hit = {
    car_type: 'used',
    simple_body: 'SUV',
    km: 45210,
    simple_transmission: 'Automatic',
    stocknum: 'C1042',
  } as const

  it('gives the five chips in the order of the default attributes', () => {
    expect(carSearchAttributes(hit)).toEqual([
      { attribute: 'car_type', label: 'Used' },
      { attribute: 'simple_body', label: 'SUV' },
      { attribute: 'km', label: '45,210 km' },
      { attribute: 'simple_transmission', label: 'Automatic' },
      { attribute: 'stocknum', label: 'Stock # C1042' },
    ])
  })

  it.each([
    ['new', 'New'],
    ['demo', 'Demo'],
  ] as const)('names a %s car %s', (carType, label) => {
    expect(carSearchAttributes({ ...hit, car_type: carType })[0]?.label).toBe(label)
  })

  it.each([
    { missing: 'simple_body', change: { simple_body: '' } },
    { missing: 'simple_transmission', change: { simple_transmission: '' } },
    { missing: 'stocknum', change: { stocknum: '' } },
  ])('leaves out $missing when the car has none', ({ missing, change }) => {
    const attributes = carSearchAttributes({ ...hit, ...change }).map((chip) => chip.attribute)
    expect(attributes).not.toContain(missing)
    expect(attributes).toHaveLength(4)
  })
})
