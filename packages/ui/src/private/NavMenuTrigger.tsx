// The navbar's menu button, shared by the dropdown menus and the mega menus (§2): the label and a
// chevron that turns while the menu is open. Private to the library. The menus own its state (their
// popovers load on first use, see lazyPart), so it takes the button's props from them.

import type { Ref } from 'react'
import { Button, type ButtonProps } from 'react-aria-components/Button'
import './NavMenuTrigger.css'

export interface NavMenuTriggerProps extends Omit<ButtonProps, 'className' | 'children'> {
  label: string
  ref?: Ref<HTMLButtonElement>
}

export function NavMenuTrigger({ label, ...props }: NavMenuTriggerProps) {
  return (
    <Button {...props} className="fc-NavMenuTrigger">
      {label}
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
      </svg>
    </Button>
  )
}
