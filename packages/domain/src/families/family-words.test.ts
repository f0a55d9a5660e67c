import { describe, expect, it } from 'vitest'
import { inFamilyWords } from './family-words.js'

const trucks = { singular: 'truck', plural: 'trucks' }
const rvs = { singular: 'RV', plural: 'RVs' }
const motorcycles = { singular: 'motorcycle', plural: 'motorcycles' }
const cars = { singular: 'car', plural: 'cars' }

describe('inFamilyWords', () => {
  it.each([
    ['Sell Your Car', trucks, 'Sell Your Truck'],
    ['Your car', trucks, 'Your truck'],
    ['Photos of your car', rvs, 'Photos of your RV'],
    ['Sell Your Car', rvs, 'Sell Your RV'],
    [
      'Online estimates are generally not given for cars over 12 years old.',
      motorcycles,
      'Online estimates are generally not given for motorcycles over 12 years old.',
    ],
    ['Cars we sold', rvs, 'RVs we sold'],
    ['your car’s rego', trucks, 'your truck’s rego'],
    ['car, cars. Car? Cars!', trucks, 'truck, trucks. Truck? Trucks!'],
    // The article fits the noun: an RV (ar-vee), a motorcycle, an SUV, a UTV.
    ['Can I test drive a car before I buy?', rvs, 'Can I test drive an RV before I buy?'],
    ['A car that can be reserved', rvs, 'An RV that can be reserved'],
    ['a car', motorcycles, 'a motorcycle'],
    ['a car', { singular: 'SUV', plural: 'SUVs' }, 'an SUV'],
    ['a car', { singular: 'UTV', plural: 'UTVs' }, 'a UTV'],
    ['a car', { singular: 'ute', plural: 'utes' }, 'a ute'],
    ['a car', { singular: 'utility', plural: 'utilities' }, 'a utility'],
    ['a car', { singular: 'umbrella', plural: 'umbrellas' }, 'an umbrella'],
    ['a car', { singular: 'excavator', plural: 'excavators' }, 'an excavator'],
    ['Data car', trucks, 'Data truck'],
    // Not the word car: left alone.
    ['Careers', trucks, 'Careers'],
    ['carsales.com.au', trucks, 'carsales.com.au'],
    ['Oscar scared the carriage', trucks, 'Oscar scared the carriage'],
    ['CAR', trucks, 'CAR'],
    ['', trucks, ''],
    // The cars family (and a subscription's) keeps the text as written.
    ['Sell Your Car', cars, 'Sell Your Car'],
  ])('%j in %o → %j', (text, nouns, expected) => {
    expect(inFamilyWords(text, nouns)).toBe(expected)
  })
})
