// The navbar's menu button, shared by the dropdown menus and the mega menus (§2): the label and a
// chevron that turns while the menu is open. Private to the library.
import { Button } from 'react-aria-components/Button'
import './NavMenuTrigger.css'

export function NavMenuTrigger({ label }: { label: string }) {
  return (
    <Button className="fc-NavMenuTrigger">
      {label}
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
      </svg>
    </Button>
  )
}
