// Test-drive appointment times (issue 16 row 13): the times a shopper may pick, derived from a
// location's weekly hours, its holiday hours and the drives already booked. Wall-clock times are the
// dealer's (the lead's 'Test Drive Booking Date' is a local 'yyyy-mm-ddTHH:MM', as datetime-local
// wrote it before); instants are used only to compare with 'now' across daylight-saving changes.
import { localDate, minutesOfDay } from './clock-time.js'
import type { OpeningHour, SpecialHours } from './opening-hour.js'

/** How long one test drive takes: one shopper, one salesperson, one car. */
export const TEST_DRIVE_SLOT_MINUTES = 30
/** The least notice a dealer needs to have the car washed and a salesperson free. */
const TEST_DRIVE_LEAD_TIME_MINUTES = 120
/** How far ahead a shopper may book: two weeks, so hours and stock are still what was shown. */
export const TEST_DRIVE_HORIZON_DAYS = 14

/** One free appointment: `value` is what the lead's 'Test Drive Booking Date' carries. */
export interface TestDriveSlot {
  /** The dealer's local 'yyyy-mm-ddTHH:MM'. */
  value: string
  /** The dealer's local 'yyyy-mm-dd'. */
  date: string
  /** The dealer's local 'HH:MM'. */
  time: string
  /** The same moment as an ISO instant (UTC). */
  starts_at: string
}

export interface TestDriveSlotRules {
  openingHours: readonly OpeningHour[]
  /** Holiday hours: a Closed date has no slots, an Open one with times replaces that weekday's hours. */
  specialHours: readonly SpecialHours[]
  /** Booking dates already taken at this location, as leads store them ('yyyy-mm-ddTHH:MM'). */
  booked: readonly string[]
  /** The dealer's IANA zone (dealerTimeZone), e.g. 'Australia/Sydney'. */
  timeZone: string
  now: Date
  /** The first local day ('yyyy-mm-dd') wanted; the window still ends `horizonDays` after today. */
  from?: string | undefined
  slotMinutes?: number
  leadTimeMinutes?: number
  horizonDays?: number
}

const MINUTES_PER_DAY = 24 * 60
const MS_PER_MINUTE = 60_000
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/

const pad = (value: number) => String(value).padStart(2, '0')

/** Days since 1970-01-01 of a 'yyyy-mm-dd' (calendar arithmetic without a time zone). */
function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number)
  return Date.UTC(year as number, (month as number) - 1, day as number) / (MINUTES_PER_DAY * MS_PER_MINUTE)
}

function dateOfDay(day: number): string {
  return new Date(day * MINUTES_PER_DAY * MS_PER_MINUTE).toISOString().slice(0, 10)
}

/** Minutes of wall clock since 1970-01-01 00:00 in any zone: comparable, overlap-checkable. */
function wallMinutes(value: string): number | undefined {
  const match = LOCAL_DATE_TIME.exec(value)
  if (!match) return undefined
  const minutes = minutesOfDay(`${match[4]}:${match[5]}`)
  return minutes === undefined ? undefined : dayNumber(value.slice(0, 10)) * MINUTES_PER_DAY + minutes
}

/** The wall clock of an instant in a zone, in minutes since 1970-01-01 00:00 of that clock. */
function wallMinutesAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant))
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value)
  const utc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
  return utc / MS_PER_MINUTE
}

/**
 * The instant a wall-clock time happens in a zone, or undefined when the clock skips it (the hour
 * lost when daylight saving starts). A repeated hour (daylight saving ends) takes its first pass.
 */
function instantOf(wall: number, timeZone: string): number | undefined {
  const guess = wall * MS_PER_MINUTE
  const candidates = new Set<number>()
  // The zone's offset either side of the guess covers both sides of any change that day.
  for (const probe of [
    guess - MINUTES_PER_DAY * MS_PER_MINUTE,
    guess,
    guess + MINUTES_PER_DAY * MS_PER_MINUTE,
  ]) {
    const offset = wallMinutesAt(probe, timeZone) * MS_PER_MINUTE - probe
    candidates.add(guess - offset)
  }
  const matches = [...candidates].filter((instant) => wallMinutesAt(instant, timeZone) === wall)
  return matches.length > 0 ? Math.min(...matches) : undefined
}

/** The opening and closing minute of a local day, or undefined when the location is closed then. */
function hoursOn(
  date: string,
  weekly: ReadonlyMap<number, OpeningHour>,
  holidays: ReadonlyMap<string, SpecialHours>,
): { open: number; close: number } | undefined {
  const holiday = holidays.get(date)
  if (holiday?.status === 'Closed') return undefined
  const span = (open: string | null, close: string | null) => {
    const [from, to] = [minutesOfDay(open ?? ''), minutesOfDay(close ?? '')]
    return from !== undefined && to !== undefined && from < to ? { open: from, close: to } : undefined
  }
  // Holiday hours with both times change that day; an Open holiday without times keeps the week's.
  if (holiday?.start_hour && holiday.end_hour) return span(holiday.start_hour, holiday.end_hour)
  const entry = weekly.get(new Date(dayNumber(date) * MINUTES_PER_DAY * MS_PER_MINUTE).getUTCDay())
  return entry && entry.status === 'Open' ? span(entry.open, entry.close) : undefined
}

/**
 * The free test-drive slots, soonest first: each starts within the location's hours for that day
 * (holiday hours first) and ends by closing, starts at least the lead time after `now`, lies within
 * the horizon, and overlaps no booked drive.
 */
export function testDriveSlots(rules: TestDriveSlotRules): TestDriveSlot[] {
  const slotMinutes = rules.slotMinutes ?? TEST_DRIVE_SLOT_MINUTES
  const earliest =
    rules.now.getTime() + (rules.leadTimeMinutes ?? TEST_DRIVE_LEAD_TIME_MINUTES) * MS_PER_MINUTE
  const today = dayNumber(localDate(rules.now, rules.timeZone))
  const first = rules.from ? Math.max(today, dayNumber(rules.from)) : today
  const end = today + (rules.horizonDays ?? TEST_DRIVE_HORIZON_DAYS)
  const weekly = new Map(rules.openingHours.map((entry) => [entry.weekday, entry]))
  const holidays = new Map<string, SpecialHours>()
  for (const entry of rules.specialHours) {
    const date = entry.date.slice(0, 10)
    if (!holidays.has(date)) holidays.set(date, entry)
  }
  const booked = rules.booked.map(wallMinutes).filter((start) => start !== undefined)
  const overlapsBooking = (start: number) =>
    booked.some((taken) => taken < start + slotMinutes && start < taken + slotMinutes)

  const slots: TestDriveSlot[] = []
  for (let day = first; day < end; day += 1) {
    const date = dateOfDay(day)
    const hours = hoursOn(date, weekly, holidays)
    if (!hours) continue
    for (let minute = hours.open; minute + slotMinutes <= hours.close; minute += slotMinutes) {
      const wall = day * MINUTES_PER_DAY + minute
      if (overlapsBooking(wall)) continue
      const instant = instantOf(wall, rules.timeZone)
      if (instant === undefined || instant < earliest) continue
      const time = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`
      slots.push({ value: `${date}T${time}`, date, time, starts_at: new Date(instant).toISOString() })
    }
  }
  return slots
}

/**
 * Whether a booking date is exactly one of the free slots' values: the platform's check before it
 * books one. Exact, so what is stored always reads back as a booking of that slot.
 */
export function isFreeTestDriveSlot(value: string, rules: TestDriveSlotRules): boolean {
  return testDriveSlots(rules).some((slot) => slot.value === value)
}
