import { STAFF_AVATAR_SIZE, telHref } from '@forecourt/domain'
import { useId } from 'react'
import { Link } from '../link/Link.js'
import './StaffContacts.css'

export interface StaffContact {
  name: string
  role: string
  phone?: string
  email?: string
  /** Photo; without one the initials show in its place. */
  avatarUrl?: string
}

export interface StaffContactsProps {
  staff: readonly StaffContact[]
  title?: string
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
}

/** The footer's staff contacts (§2) with 70×70 avatars (§9). */
export function StaffContacts({ staff, title = 'Our Team' }: StaffContactsProps) {
  const headingId = useId()
  const { width, height } = STAFF_AVATAR_SIZE
  return (
    <section className="fc-StaffContacts" aria-labelledby={headingId}>
      <h2 id={headingId} className="fc-StaffContacts-title">
        {title}
      </h2>
      <ul className="fc-StaffContacts-list">
        {staff.map((person) => (
          <li key={person.name} className="fc-StaffContacts-person">
            {person.avatarUrl ? (
              // The name beside it says who it is.
              <img
                className="fc-StaffContacts-avatar"
                src={person.avatarUrl}
                alt=""
                width={width}
                height={height}
                loading="lazy"
              />
            ) : (
              <span className="fc-StaffContacts-avatar fc-StaffContacts-initials" aria-hidden="true">
                {initials(person.name)}
              </span>
            )}
            <div className="fc-StaffContacts-details">
              <p className="fc-StaffContacts-name">{person.name}</p>
              <p className="fc-StaffContacts-role">{person.role}</p>
              {person.phone && (
                <Link href={telHref(person.phone)} className="fc-StaffContacts-link">
                  {person.phone}
                </Link>
              )}
              {person.email && (
                <Link href={`mailto:${person.email}`} className="fc-StaffContacts-link">
                  {person.email}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
