import type { OpeningHour, SpecialHours } from '@forecourt/domain'

export interface WeekHoursOptions {
  /** Saturday's closing time; null closes Saturday. */
  saturdayClose: string | null
  /** Sunday's hours, or null for closed (a site may show 'By appointment' instead, §9). */
  sunday?: { open: string; close: string } | null
}

/** Weekdays 0 (Sunday) … 6 (Saturday) in the §3 Opening hour entry shape. */
export function weekHours(open: string, close: string, options: WeekHoursOptions): OpeningHour[] {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const hours =
      weekday === 0
        ? (options.sunday ?? null)
        : weekday === 6
          ? options.saturdayClose
            ? { open, close: options.saturdayClose }
            : null
          : { open, close }
    if (!hours) return { weekday, open: null, close: null, status: 'Closed', formated_hours: 'Closed' }
    return {
      weekday,
      open: hours.open,
      close: hours.close,
      status: 'Open',
      formated_hours: `${twelveHour(hours.open)} - ${twelveHour(hours.close)}`,
    }
  })
}

function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours >= 12 ? 'pm' : 'am'
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

/** Holiday hours (§3 Special hours entry) around the seed's reference date (2026-11-01). */
export const CHRISTMAS_AND_BOXING_DAY: SpecialHours[] = [
  { date: '2026-12-25', status: 'Closed', start_hour: null, end_hour: null },
  { date: '2026-12-26', status: 'Open', start_hour: '10:00', end_hour: '14:00' },
]

export const SUMMER_HOLIDAYS: SpecialHours[] = [
  ...CHRISTMAS_AND_BOXING_DAY,
  { date: '2026-12-31', status: 'Open', start_hour: '09:00', end_hour: '13:00' },
  { date: '2027-01-01', status: 'Closed', start_hour: null, end_hour: null },
  { date: '2027-01-26', status: 'Closed', start_hour: null, end_hour: null },
]

export const WAITANGI_AND_CHRISTMAS: SpecialHours[] = [
  ...CHRISTMAS_AND_BOXING_DAY,
  { date: '2027-02-06', status: 'Closed', start_hour: null, end_hour: null },
]
