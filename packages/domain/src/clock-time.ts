// Times arrive as 24-hour 'HH:MM' or 'HH:MM:SS' strings from the platform (§3 open/close).

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::\d{2})?$/

function parse(time: string): { hours: number; minutes: number } | undefined {
  const match = TIME_PATTERN.exec(time.trim())
  if (!match) return undefined
  const hours = Number(match[1])
  const minutes = Number(match[2])
  return hours < 24 && minutes < 60 ? { hours, minutes } : undefined
}

/** Minutes since midnight of a clock time ('08:30' → 510, '8:30:00' → 510); undefined when unreadable. */
export function minutesOfDay(time: string): number | undefined {
  const parsed = parse(time)
  return parsed ? parsed.hours * 60 + parsed.minutes : undefined
}

/** '17:30' → '5:30pm', '00:00' → '12:00am'; unreadable input is returned as given. */
export function to12Hour(time: string): string {
  const parsed = parse(time)
  if (!parsed) return time
  const suffix = parsed.hours < 12 ? 'am' : 'pm'
  const hour = parsed.hours % 12 === 0 ? 12 : parsed.hours % 12
  return `${hour}:${String(parsed.minutes).padStart(2, '0')}${suffix}`
}

/** '8:00:00' → '08:00', the form structured data wants; unreadable input is returned as given. */
export function to24Hour(time: string): string {
  const parsed = parse(time)
  if (!parsed) return time
  return `${String(parsed.hours).padStart(2, '0')}:${String(parsed.minutes).padStart(2, '0')}`
}

/** The calendar date 'yyyy-mm-dd' of an instant in a time zone, so 'today' is the dealer's today. */
export function localDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}
