import {
  formatOpeningHours,
  formatSpecialHours,
  type OpeningHour,
  type OpeningHoursOptions,
  type SpecialHours,
  upcomingSpecialHours,
} from '@forecourt/domain'
import { DialogButton } from '../private/DialogButton.js'
import './OpeningHours.css'

export interface OpeningHoursProps extends OpeningHoursOptions {
  hours: readonly OpeningHour[]
  /** Holiday hours; those from `today` on are offered in a dialog. */
  specialHours?: readonly SpecialHours[]
  /** The dealer's local date, 'yyyy-mm-dd' (domain `localDate`), so 'Today' is the dealer's today. */
  today: string
  title?: string
}

function HoursTable({ caption, lines }: { caption: string; lines: { label: string; hours: string }[] }) {
  return (
    <table className="fc-OpeningHours-table">
      <caption className="fc-OpeningHours-caption">{caption}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label}>
            <th scope="row">{line.label}</th>
            <td>{line.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * Opening hours (§9): Monday–Friday merged when alike, Sunday closed or by appointment per site,
 * and a Holiday Hours dialog listing upcoming special hours. Formatting rules are the domain's.
 */
export function OpeningHours({
  hours,
  specialHours = [],
  today,
  title = 'Opening Hours',
  fullHours,
  sundayByAppointment,
}: OpeningHoursProps) {
  const lines = formatOpeningHours(hours, { fullHours, sundayByAppointment })
  const holidays = upcomingSpecialHours(specialHours, today).map((entry) => formatSpecialHours(entry, today))
  return (
    <div className="fc-OpeningHours">
      <HoursTable caption={title} lines={lines} />
      {holidays.length > 0 && (
        <DialogButton
          variant="ghost"
          size="sm"
          className="fc-OpeningHours-holidays"
          dialog={{
            title: 'Holiday Opening Hours',
            size: 'sm',
            children: <HoursTable caption="Upcoming public holidays" lines={holidays} />,
          }}
        >
          Holiday Hours
        </DialogButton>
      )}
    </div>
  )
}
