import { describe, expect, it } from 'vitest'
import { dealerTimeZone } from './dealer-time-zone.js'
import type { OpeningHour, SpecialHours } from './opening-hour.js'
import {
  isFreeTestDriveSlot,
  TEST_DRIVE_HORIZON_DAYS,
  type TestDriveSlotRules,
  testDriveSlots,
} from './test-drive-slots.js'

const open = (weekday: number, from = '09:00', to = '17:00'): OpeningHour => ({
  weekday,
  open: from,
  close: to,
  status: 'Open',
  formated_hours: null,
})
const closed = (weekday: number): OpeningHour => ({
  weekday,
  open: '09:00',
  close: '17:00',
  status: 'Closed',
  formated_hours: null,
})
const weekdays = [1, 2, 3, 4, 5].map((day) => open(day))

// Monday 30 November 2026, 06:00 in Sydney (AEDT, UTC+11).
const MONDAY_6AM_SYDNEY = new Date('2026-11-29T19:00:00Z')

const rules = (overrides: Partial<TestDriveSlotRules> = {}): TestDriveSlotRules => ({
  openingHours: weekdays,
  specialHours: [],
  booked: [],
  timeZone: 'Australia/Sydney',
  now: MONDAY_6AM_SYDNEY,
  horizonDays: 1,
  ...overrides,
})
const times = (overrides: Partial<TestDriveSlotRules>, date?: string) =>
  testDriveSlots(rules(overrides))
    .filter((slot) => !date || slot.date === date)
    .map((slot) => slot.time)

const NINE_TO_FIVE = Array.from({ length: 16 }, (_, index) => {
  const minutes = 9 * 60 + index * 30
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
})

describe('testDriveSlots', () => {
  it.each<{ case: string; overrides: Partial<TestDriveSlotRules>; expected: string[] }>([
    { case: 'a full day: 09:00 to the slot ending exactly at 17:00', overrides: {}, expected: NINE_TO_FIVE },
    {
      case: 'a close off the half hour: no slot runs past it',
      overrides: { openingHours: [open(1, '09:00', '10:45')] },
      expected: ['09:00', '09:30', '10:00'],
    },
    { case: 'empty hours: no slots', overrides: { openingHours: [] }, expected: [] },
    { case: 'a Closed weekday: no slots', overrides: { openingHours: [closed(1)] }, expected: [] },
    {
      case: 'close not after open: no slots',
      overrides: { openingHours: [open(1, '17:00', '09:00')] },
      expected: [],
    },
    {
      case: 'unreadable times: no slots',
      overrides: { openingHours: [open(1, 'nine', '17:00')] },
      expected: [],
    },
    {
      case: 'a booked slot at opening is not offered again',
      overrides: { openingHours: [open(1, '09:00', '11:00')], booked: ['2026-11-30T09:00'] },
      expected: ['09:30', '10:00', '10:30'],
    },
    {
      case: 'a booking off the half hour takes both slots it overlaps',
      overrides: { openingHours: [open(1, '09:00', '11:00')], booked: ['2026-11-30T09:45'] },
      expected: ['09:00', '10:30'],
    },
    {
      case: 'a booking on another day takes nothing',
      overrides: { openingHours: [open(1, '09:00', '10:00')], booked: ['2026-12-01T09:00', 'not a date'] },
      expected: ['09:00', '09:30'],
    },
    {
      case: 'exactly the lead time before a slot: offered',
      overrides: { now: new Date('2026-11-29T20:00:00Z') }, // 07:00 local, 09:00 is 2 h away
      expected: NINE_TO_FIVE,
    },
    {
      case: 'a minute inside the lead time: not offered',
      overrides: { now: new Date('2026-11-29T20:01:00Z') }, // 07:01 local
      expected: NINE_TO_FIVE.slice(1),
    },
    {
      case: 'mid-day: nothing in the past or within the lead time',
      overrides: { now: new Date('2026-11-30T01:10:00Z') }, // 12:10 local, earliest 14:10
      expected: ['14:30', '15:00', '15:30', '16:00', '16:30'],
    },
    {
      case: 'after closing: nothing left today',
      overrides: { now: new Date('2026-11-30T06:00:00Z') }, // 17:00 local
      expected: [],
    },
  ])('$case', ({ overrides, expected }) => {
    expect(times(overrides)).toEqual(expected)
  })

  it.each<{ case: string; holiday: SpecialHours; expected: string[] }>([
    {
      case: 'a holiday closure: no slots that day',
      holiday: { date: '2026-11-30', status: 'Closed', start_hour: null, end_hour: null },
      expected: [],
    },
    {
      case: 'changed holiday hours replace the week’s',
      holiday: { date: '2026-11-30T00:00:00', status: 'Open', start_hour: '10:00', end_hour: '12:00' },
      expected: ['10:00', '10:30', '11:00', '11:30'],
    },
    {
      case: 'an Open holiday without times keeps the week’s hours',
      holiday: { date: '2026-11-30', status: 'Open', start_hour: null, end_hour: null },
      expected: NINE_TO_FIVE,
    },
    {
      case: 'holiday hours open a day the week keeps closed',
      holiday: { date: '2026-12-06', status: 'Open', start_hour: '10:00', end_hour: '11:00' },
      expected: ['10:00', '10:30'],
    },
  ])('$case', ({ holiday, expected }) => {
    const date = holiday.date.slice(0, 10)
    expect(times({ specialHours: [holiday], horizonDays: 7 }, date)).toEqual(expected)
  })

  it('a holiday closure on one day leaves the next day open', () => {
    const holiday: SpecialHours = { date: '2026-11-30', status: 'Closed', start_hour: null, end_hour: null }
    const slots = testDriveSlots(rules({ specialHours: [holiday], horizonDays: 2 }))
    expect(new Set(slots.map((slot) => slot.date))).toEqual(new Set(['2026-12-01']))
  })

  it('gives the lead value, the local date and time and the UTC instant', () => {
    const [first] = testDriveSlots(rules())
    expect(first).toEqual({
      value: '2026-11-30T09:00',
      date: '2026-11-30',
      time: '09:00',
      starts_at: '2026-11-29T22:00:00.000Z',
    })
  })

  it('covers the horizon from today and no further, every open weekday', () => {
    const slots = testDriveSlots(rules({ horizonDays: TEST_DRIVE_HORIZON_DAYS }))
    const dates = [...new Set(slots.map((slot) => slot.date))]
    // Two weeks from Monday 30 November: ten weekdays, the last Friday 11 December.
    expect(dates).toHaveLength(10)
    expect(dates[0]).toBe('2026-11-30')
    expect(dates.at(-1)).toBe('2026-12-11')
    expect(slots).toHaveLength(10 * 16)
  })

  it.each([
    { from: '2026-12-02', first: '2026-12-02', days: 3 },
    { from: '2026-11-01', first: '2026-11-30', days: 5 }, // before today: today
    { from: '2026-12-14', first: undefined, days: 0 }, // past the horizon: nothing
  ])('from $from starts at $first, still ending at the horizon', ({ from, first, days }) => {
    const slots = testDriveSlots(rules({ from, horizonDays: 7 }))
    const dates = [...new Set(slots.map((slot) => slot.date))]
    expect(dates[0]).toBe(first)
    expect(dates).toHaveLength(days)
  })

  describe('daylight saving in Sydney (starts Sunday 4 October 2026, 02:00 → 03:00)', () => {
    const saturdayNight = new Date('2026-10-02T12:00:00Z') // Friday 22:00 AEST
    const weekend = [open(6), open(0, '01:00', '04:00')]

    it('skips the wall-clock times the change removes', () => {
      const slots = testDriveSlots(rules({ openingHours: weekend, now: saturdayNight, horizonDays: 3 }))
      expect(slots.filter((slot) => slot.date === '2026-10-04').map((slot) => slot.time)).toEqual([
        '01:00',
        '01:30',
        '03:00',
        '03:30',
      ])
    })

    it('keeps opening at the local time: the UTC instant moves an hour', () => {
      const slots = testDriveSlots(
        rules({ openingHours: [open(6), open(0)], now: saturdayNight, horizonDays: 3 }),
      )
      const at = (value: string) => slots.find((slot) => slot.value === value)?.starts_at
      expect(at('2026-10-03T09:00')).toBe('2026-10-02T23:00:00.000Z')
      expect(at('2026-10-04T09:00')).toBe('2026-10-03T22:00:00.000Z')
      expect(at('2026-10-04T16:30')).toBe('2026-10-04T05:30:00.000Z')
    })

    it('a repeated hour when it ends (5 April 2026, 03:00 → 02:00) is offered once, at its first pass', () => {
      const slots = testDriveSlots(
        rules({
          openingHours: [open(0, '02:00', '03:00')],
          now: new Date('2026-04-03T00:00:00Z'),
          horizonDays: 3,
        }),
      )
      expect(slots.map((slot) => [slot.value, slot.starts_at])).toEqual([
        ['2026-04-05T02:00', '2026-04-04T15:00:00.000Z'],
        ['2026-04-05T02:30', '2026-04-04T15:30:00.000Z'],
      ])
    })
  })

  it('reads New Zealand hours on New Zealand time', () => {
    const slots = testDriveSlots(
      rules({ timeZone: 'Pacific/Auckland', now: new Date('2026-11-29T11:00:00Z'), horizonDays: 2 }),
    )
    // Monday 30 November 00:00 NZDT (UTC+13): 09:00 is 20:00 UTC the day before.
    expect(slots[0]).toMatchObject({ value: '2026-11-30T09:00', starts_at: '2026-11-29T20:00:00.000Z' })
  })
})

describe('isFreeTestDriveSlot', () => {
  it.each([
    { value: '2026-11-30T09:00', free: true },
    { value: '2026-11-30T16:30', free: true },
    { value: ' 2026-11-30T16:30 ', free: false }, // stored as sent: only the exact value
    { value: '2026-11-30T16:30:00', free: false },
    { value: '2026-11-30T17:00', free: false }, // would end after closing
    { value: '2026-11-30T09:15', free: false }, // not on the grid
    { value: '2026-11-30T10:00', free: false }, // booked
    { value: '2026-11-29T10:00', free: false }, // the past
    { value: '2026-11-30', free: false },
    { value: '', free: false },
  ])('$value → $free', ({ value, free }) => {
    expect(isFreeTestDriveSlot(value, rules({ booked: ['2026-11-30T10:00'] }))).toBe(free)
  })
})

describe('dealerTimeZone', () => {
  it.each([
    { region: 'NZ', state: 'Auckland', zone: 'Pacific/Auckland' },
    { region: 'AU', state: 'NSW', zone: 'Australia/Sydney' },
    { region: 'AU', state: ' qld ', zone: 'Australia/Brisbane' },
    { region: 'AU', state: 'WA', zone: 'Australia/Perth' },
    { region: 'AU', state: 'SA', zone: 'Australia/Adelaide' },
    { region: 'AU', state: '', zone: 'Australia/Sydney' },
    { region: 'AU', state: null, zone: 'Australia/Sydney' },
  ] as const)('$region $state → $zone', ({ region, state, zone }) => {
    expect(dealerTimeZone(region, state)).toBe(zone)
  })
})
