import { describe, expect, it } from 'vitest'
import { canShowFavourite, favouritesStorageKey, favouritesStrip, toggleFavourite } from './favourites.js'

describe('canShowFavourite (§5)', () => {
  const car = { status: 'in_stock', sold: false, price: 28990, images: ['a.jpg'], car_type: 'used' as const }
  const plain = { compareMode: false, soldStateAllowed: false, compareUsedOnly: false }
  const compare = { ...plain, compareMode: true }
  it.each([
    ['in stock', car, plain, true],
    ['coming soon', { ...car, status: 'coming_soon' }, plain, false],
    ['sold', { ...car, sold: true }, plain, false],
    ['sold with sold state allowed', { ...car, sold: true }, { ...plain, soldStateAllowed: true }, true],
    ['compare: all good', car, compare, true],
    ['compare: price 0', { ...car, price: 0 }, compare, false],
    ['compare: price 1', { ...car, price: 1 }, compare, true],
    ['compare: no images', { ...car, images: [] }, compare, false],
    [
      'compare used only: new car',
      { ...car, car_type: 'new' as const },
      { ...compare, compareUsedOnly: true },
      false,
    ],
    ['compare used only: used car', car, { ...compare, compareUsedOnly: true }, true],
    ['compare off ignores price 0', { ...car, price: 0 }, plain, true],
  ])('%s', (_label, input, context, expected) => {
    expect(canShowFavourite(input, context)).toBe(expected)
  })
})

describe('toggleFavourite (§4: toggle adds or removes)', () => {
  it.each([
    [[], 5, [5], true],
    [[1, 5], 5, [1], false],
    [[1], 5, [1, 5], true],
  ])('%o toggle %d', (ids, id, expected, added) => {
    expect(toggleFavourite(ids, id)).toEqual({ ids: expected, added })
  })
})

describe('favouritesStrip (§4, §9: 3 slots, +N capped at 9)', () => {
  const cars = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
  it.each([
    [0, 0, null],
    [3, 3, null],
    [4, 3, '+1'],
    [12, 3, '+9'],
    [13, 3, '+9'],
  ])('%d saved → %d slots, badge %s', (count, slots, badge) => {
    const strip = favouritesStrip(cars(count))
    expect(strip.slots).toHaveLength(slots)
    expect(strip.badge).toBe(badge)
  })

  it('stores favourites per site slug (§6)', () => {
    expect(favouritesStorageKey('city-toyota')).toBe('forecourt:favourites:city-toyota')
  })
})
