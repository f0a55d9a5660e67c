import { describe, expect, it } from 'vitest'
import { localDate, to12Hour, to24Hour } from './clock-time.js'
import type { OpeningHour } from './opening-hour.js'
import {
  formatHolidayDate,
  formatOpeningHours,
  formatSpecialHours,
  openingHoursSpecification,
  structuredOpeningHours,
  upcomingSpecialHours,
} from './opening-hours.js'

const open = (weekday: number, from = '08:00', to = '17:00'): OpeningHour => ({
  weekday,
  open: from,
  close: to,
  status: 'Open',
  formated_hours: null,
})
const closed = (weekday: number): OpeningHour => ({
  weekday,
  open: null,
  close: null,
  status: 'Closed',
  formated_hours: null,
})
const week = [open(1), open(2), open(3), open(4), open(5), open(6, '08:00', '12:00'), closed(0)]

describe('to12Hour / to24Hour', () => {
  it.each([
    ['08:00', '8:00am', '08:00'],
    ['8:30:00', '8:30am', '08:30'],
    ['12:00', '12:00pm', '12:00'],
    ['00:00', '12:00am', '00:00'],
    ['17:30', '5:30pm', '17:30'],
    ['23:59', '11:59pm', '23:59'],
    ['24:00', '24:00', '24:00'],
    ['noon', 'noon', 'noon'],
  ])('%s → %s / %s', (input, twelve, twentyFour) => {
    expect(to12Hour(input)).toBe(twelve)
    expect(to24Hour(input)).toBe(twentyFour)
  })

  it.each([
    ['2026-11-22T12:00:00Z', 'Australia/Brisbane', '2026-11-22'],
    ['2026-11-22T14:30:00Z', 'Australia/Sydney', '2026-11-23'],
    ['2026-11-22T10:59:00Z', 'Pacific/Auckland', '2026-11-22'],
    ['2026-11-22T11:00:00Z', 'Pacific/Auckland', '2026-11-23'],
  ])('localDate(%s, %s) = %s', (instant, zone, expected) => {
    expect(localDate(new Date(instant), zone)).toBe(expected)
  })
})

describe('formatOpeningHours (§9)', () => {
  it('merges Monday to Friday when all five match', () => {
    expect(formatOpeningHours(week)).toEqual([
      { label: 'Mon - Fri', hours: '8:00am - 5:00pm' },
      { label: 'Sat', hours: '8:00am - 12:00pm' },
      { label: 'Sun', hours: 'Closed' },
    ])
  })

  it('lists every day when full hours are requested', () => {
    expect(formatOpeningHours(week, { fullHours: true }).map((line) => line.label)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ])
  })

  it('does not merge when one weekday differs', () => {
    const lines = formatOpeningHours([...week.filter((d) => d.weekday !== 4), open(4, '08:00', '20:00')])
    expect(lines).toHaveLength(7)
    expect(lines[3]).toEqual({ label: 'Thu', hours: '8:00am - 8:00pm' })
  })

  it.each([
    ['closed Sunday by appointment', [closed(0)], true, 'By appointment'],
    ['closed Sunday', [closed(0)], false, 'Closed'],
    ['missing Sunday by appointment', [], true, 'By appointment'],
    ['open Sunday keeps its hours', [open(0, '10:00', '16:00')], true, '10:00am - 4:00pm'],
  ])('%s', (_label, sunday, byAppointment, expected) => {
    const lines = formatOpeningHours([...week.filter((d) => d.weekday !== 0), ...sunday], {
      sundayByAppointment: byAppointment,
    })
    expect(lines.at(-1)).toEqual({ label: 'Sun', hours: expected })
  })

  it('uses formated_hours when given and Closed for missing times', () => {
    const lines = formatOpeningHours(
      [
        { ...open(6), formated_hours: '8am till late' },
        { ...open(1), close: null },
      ],
      { fullHours: true },
    )
    expect(lines[0]).toEqual({ label: 'Mon', hours: 'Closed' })
    expect(lines[5]).toEqual({ label: 'Sat', hours: '8am till late' })
  })

  it('merges five closed weekdays too', () => {
    expect(formatOpeningHours([])[0]).toEqual({ label: 'Mon - Fri', hours: 'Closed' })
  })
})

describe('holiday hours (§9)', () => {
  it.each([
    [
      'today, open',
      { date: '2026-12-24', status: 'Open', start_hour: '09:00', end_hour: '13:00' },
      'Today',
      '9:00am - 1:00pm',
    ],
    [
      'another day, open',
      { date: '2026-12-26', status: 'Open', start_hour: '10:00', end_hour: '14:30' },
      '26/12/2026',
      '10:00am - 2:30pm',
    ],
    [
      'closed',
      { date: '2026-12-25', status: 'Closed', start_hour: null, end_hour: null },
      '25/12/2026',
      'Closed',
    ],
    [
      'open without times',
      { date: '2027-01-01', status: 'Open', start_hour: '09:00', end_hour: null },
      '1/1/2027',
      'Closed',
    ],
    [
      'date with time part, today',
      { date: '2026-12-24T00:00:00Z', status: 'Open', start_hour: '09:00', end_hour: '12:00' },
      'Today',
      '9:00am - 12:00pm',
    ],
  ] as const)('%s', (_label, entry, label, hours) => {
    expect(formatSpecialHours(entry, '2026-12-24')).toEqual({ label, hours })
  })

  it.each([
    ['2026-01-05', '5/1/2026'],
    ['5 Jan', '5 Jan'],
  ])('formatHolidayDate %s → %s', (input, expected) => {
    expect(formatHolidayDate(input)).toBe(expected)
  })

  it('keeps today and later, soonest first', () => {
    const entries = ['2026-12-26', '2026-12-23', '2026-12-24'].map((date) => ({
      date,
      status: 'Closed' as const,
      start_hour: null,
      end_hour: null,
    }))
    expect(upcomingSpecialHours(entries, '2026-12-24').map((e) => e.date)).toEqual([
      '2026-12-24',
      '2026-12-26',
    ])
  })
})

describe('structuredOpeningHours (§9: Mo-Fr, Sa, Su)', () => {
  it.each([
    ['matching weekdays', week, ['Mo-Fr 08:00-17:00', 'Sa 08:00-12:00']],
    [
      'open Sunday',
      [...week.slice(0, 6), open(0, '10:00', '16:00')],
      ['Mo-Fr 08:00-17:00', 'Sa 08:00-12:00', 'Su 10:00-16:00'],
    ],
    [
      'one weekday differs',
      [open(1), open(2), open(3), open(4, '8:00:00', '20:00:00'), closed(5)],
      ['Mo 08:00-17:00', 'Tu 08:00-17:00', 'We 08:00-17:00', 'Th 08:00-20:00'],
    ],
    ['nothing open', [], []],
    [
      'Monday closed: no Mo-Fr',
      [closed(1), open(2), open(3), open(4), open(5)],
      ['Tu 08:00-17:00', 'We 08:00-17:00', 'Th 08:00-17:00', 'Fr 08:00-17:00'],
    ],
    [
      'Friday missing: no Mo-Fr',
      [open(1), open(2), open(3), open(4)],
      ['Mo 08:00-17:00', 'Tu 08:00-17:00', 'We 08:00-17:00', 'Th 08:00-17:00'],
    ],
    [
      'same opening, one later close',
      [open(1), open(2), open(3), open(4), open(5, '08:00', '17:01')],
      ['Mo 08:00-17:00', 'Tu 08:00-17:00', 'We 08:00-17:00', 'Th 08:00-17:00', 'Fr 08:00-17:01'],
    ],
    ['Saturday only', [open(6, '9:00', '12:00')], ['Sa 09:00-12:00']],
    ['open with a missing time', [{ ...open(6), close: null }], []],
    ['unreadable times are left out', [open(6, '8am', '5pm'), open(0, '24:00', '25:00')], []],
    ['midnight to 23:59', [open(0, '00:00', '23:59')], ['Su 00:00-23:59']],
  ])('%s', (_label, hours, expected) => {
    expect(structuredOpeningHours(hours)).toEqual(expected)
  })
})

describe('openingHoursSpecification (§9: Mo-Fr, Sa, Su as schema.org entries)', () => {
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
  const spec = (dayOfWeek: string | string[], opens: string, closes: string) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek,
    opens,
    closes,
  })

  it.each([
    [
      'matching weekdays, Saturday, closed Sunday',
      week,
      [spec(weekdays, '08:00', '17:00'), spec('Saturday', '08:00', '12:00')],
    ],
    [
      'open Sunday last',
      [open(0, '10:00', '16:00'), ...week.slice(0, 6)],
      [
        spec(weekdays, '08:00', '17:00'),
        spec('Saturday', '08:00', '12:00'),
        spec('Sunday', '10:00', '16:00'),
      ],
    ],
    [
      'one weekday differs: a day each',
      [open(1), open(2), open(3), open(4, '8:00:00', '20:00:00'), closed(5)],
      [
        spec('Monday', '08:00', '17:00'),
        spec('Tuesday', '08:00', '17:00'),
        spec('Wednesday', '08:00', '17:00'),
        spec('Thursday', '08:00', '20:00'),
      ],
    ],
    ['nothing open', [closed(0), closed(6)], []],
  ])('%s', (_label, hours, expected) => {
    expect(openingHoursSpecification(hours)).toEqual(expected)
  })

  it('groups exactly as the openingHours strings do', () => {
    const hours = [...week.slice(0, 6), open(0, '10:00', '16:00')]
    expect(openingHoursSpecification(hours)).toHaveLength(structuredOpeningHours(hours).length)
  })
})
