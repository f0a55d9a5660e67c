import { to12Hour, to24Hour } from './clock-time.js'
import type { OpeningHour, SpecialHours } from './opening-hour.js'

/** Weekday numbers run 0 (Sunday) to 6 (Saturday) (§3, §9). */
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
export const WEEKDAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const SCHEMA_DAY_CODES = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const
/** Dealers list the week from Monday, Sunday last (spec is silent; AU/NZ convention). */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const
const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5] as const
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const SUNDAY_BY_APPOINTMENT = 'By appointment'
const CLOSED = 'Closed'

export interface OpeningHoursLine {
  label: string
  hours: string
}

export interface OpeningHoursOptions {
  /** One line per weekday even when Monday to Friday match (§9). */
  fullHours?: boolean
  /** A closed Sunday reads 'By appointment' instead of 'Closed' (site setting, §9). */
  sundayByAppointment?: boolean
}

function hoursText(entry: OpeningHour | undefined): string | undefined {
  if (!entry || entry.status === 'Closed') return undefined
  if (entry.formated_hours) return entry.formated_hours
  if (!entry.open || !entry.close) return undefined
  return `${to12Hour(entry.open)} - ${to12Hour(entry.close)}`
}

/**
 * Opening hours as display lines, Monday first (§9): Monday–Friday merge into 'Mon - Fri' when all five
 * have the same hours unless full hours are asked for; a closed Sunday reads 'By appointment' or
 * 'Closed' per site; any other day without hours reads 'Closed'.
 */
export function formatOpeningHours(
  hours: readonly OpeningHour[],
  options: OpeningHoursOptions = {},
): OpeningHoursLine[] {
  const byDay = new Map(hours.map((entry) => [entry.weekday, entry]))
  const textOf = (day: number) => {
    const text = hoursText(byDay.get(day))
    if (text) return text
    return day === 0 && options.sundayByAppointment ? SUNDAY_BY_APPOINTMENT : CLOSED
  }
  const weekdayTexts = MONDAY_TO_FRIDAY.map(textOf)
  const merge = !options.fullHours && weekdayTexts.every((text) => text === weekdayTexts[0])
  const lines: OpeningHoursLine[] = []
  for (const day of DISPLAY_ORDER) {
    if (merge && day >= 1 && day <= 5) {
      if (day === 1) lines.push({ label: 'Mon - Fri', hours: weekdayTexts[0] as string })
      continue
    }
    lines.push({ label: WEEKDAY_SHORT_NAMES[day] as string, hours: textOf(day) })
  }
  return lines
}

/** 'yyyy-mm-dd' → 'd/m/yyyy' (§9); other shapes are returned as given. */
export function formatHolidayDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date)
  if (!match) return date
  return `${Number(match[3])}/${Number(match[2])}/${match[1]}`
}

/**
 * A holiday-hours line (§9): labelled 'Today' on the day itself, else d/m/yyyy; 12-hour times when
 * open with both times, otherwise 'Closed'. `today` is the dealer's local 'yyyy-mm-dd' (see localDate).
 */
export function formatSpecialHours(entry: SpecialHours, today: string): OpeningHoursLine {
  const label = entry.date.slice(0, 10) === today ? 'Today' : formatHolidayDate(entry.date)
  const open = entry.status === 'Open' && entry.start_hour && entry.end_hour
  return {
    label,
    hours: open ? `${to12Hour(entry.start_hour as string)} - ${to12Hour(entry.end_hour as string)}` : CLOSED,
  }
}

/** Holiday hours from today on, soonest first — past holidays are of no use to a shopper. */
export function upcomingSpecialHours(entries: readonly SpecialHours[], today: string): SpecialHours[] {
  return entries
    .filter((entry) => entry.date.slice(0, 10) >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
}

/** Days sharing one opening time in structured data: Monday to Friday together, or one day. */
interface StructuredHoursGroup {
  days: readonly number[]
  opens: string
  closes: string
}

/** The §9 grouping behind both structured forms: Mo-Fr when the five weekdays match, then Sa, Su. */
function structuredHoursGroups(hours: readonly OpeningHour[]): StructuredHoursGroup[] {
  const byDay = new Map(hours.map((entry) => [entry.weekday, entry]))
  const groupOf = (days: readonly number[]): StructuredHoursGroup | undefined => {
    const entry = byDay.get(days[0] as number)
    if (!entry || entry.status === 'Closed' || !entry.open || !entry.close) return undefined
    const [opens, closes] = [to24Hour(entry.open), to24Hour(entry.close)]
    // A time that does not read as a clock time would make the whole entry unreadable to a parser.
    return CLOCK_TIME.test(opens) && CLOCK_TIME.test(closes) ? { days, opens, closes } : undefined
  }
  const weekdays = MONDAY_TO_FRIDAY.map((day) => groupOf([day]))
  const [monday] = weekdays
  const sameWeekdays =
    monday && weekdays.every((group) => group?.opens === monday.opens && group.closes === monday.closes)
  const groups = sameWeekdays ? [{ ...monday, days: MONDAY_TO_FRIDAY }] : weekdays
  return [...groups, groupOf([6]), groupOf([0])].filter((group) => group !== undefined)
}

/**
 * schema.org openingHours strings for LocalBusiness structured data (§9): 'Mo-Fr 08:00-17:00' when
 * the five weekdays match, else one per day; then 'Sa …' and 'Su …'. Closed days and days whose
 * times are not clock times are left out.
 */
export function structuredOpeningHours(hours: readonly OpeningHour[]): string[] {
  return structuredHoursGroups(hours).map(({ days, opens, closes }) => {
    const label = days.length > 1 ? 'Mo-Fr' : SCHEMA_DAY_CODES[days[0] as number]
    return `${label} ${opens}-${closes}`
  })
}

/** One schema.org OpeningHoursSpecification: the days it covers and their 24-hour opening times. */
export type OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification'
  dayOfWeek: string | string[]
  opens: string
  closes: string
}

/**
 * The same grouping as `structuredOpeningHours` (§9: Mo-Fr, Sa, Su) as openingHoursSpecification
 * entries; a Monday-to-Friday entry lists its five days.
 */
export function openingHoursSpecification(hours: readonly OpeningHour[]): OpeningHoursSpecification[] {
  return structuredHoursGroups(hours).map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek:
      days.length > 1
        ? days.map((day) => WEEKDAY_NAMES[day] as string)
        : (WEEKDAY_NAMES[days[0] as number] as string),
    opens,
    closes,
  }))
}
