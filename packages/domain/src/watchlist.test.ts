import { describe, expect, it } from 'vitest'
import { UserSchema, WatchlistEntrySchema } from './schemas/watchlist.js'
import { watchlistButtonLabel, watchlistDecision } from './watchlist.js'

describe('watchlistDecision (§5: signed-in user with a phone)', () => {
  it.each([
    [
      'user with phone',
      { phone: '0412345678' },
      { kind: 'save', request: { phone_number: '0412345678', car_id: 9 } },
    ],
    [
      'user without phone',
      { phone: null },
      { kind: 'sign-in', href: '/sign-in?type=watchlist&redirect=%2Fcars%2Fa-car' },
    ],
    ['anonymous', null, { kind: 'sign-in', href: '/sign-in?type=watchlist&redirect=%2Fcars%2Fa-car' }],
    [
      'empty phone',
      { phone: '' },
      { kind: 'sign-in', href: '/sign-in?type=watchlist&redirect=%2Fcars%2Fa-car' },
    ],
  ])('%s', (_label, user, expected) => {
    expect(watchlistDecision(user, 9, '/cars/a-car')).toEqual(expected)
  })

  it.each([
    [true, 'Saved'],
    [false, 'Save'],
  ])('button label when saved=%s', (saved, label) => {
    expect(watchlistButtonLabel(saved)).toBe(label)
  })

  it('parses users and entries', () => {
    expect(UserSchema.parse({ phone: '0412345678' })).toEqual({ phone: '0412345678' })
    expect(WatchlistEntrySchema.safeParse({ id: 0 }).success).toBe(false)
  })
})
