import type { ReactElement, ReactNode } from 'react'
import { Tooltip as AriaTooltip, OverlayArrow, TooltipTrigger } from 'react-aria-components/Tooltip'
import './Tooltip.css'

export interface TooltipProps {
  /** What the tooltip says; a hint, never the only place a piece of information lives. */
  content: ReactNode
  /** The trigger: a focusable react-aria element such as ui's `Button`. */
  children: ReactElement
  placement?: 'top' | 'bottom' | 'start' | 'end'
  /** Hover delay in ms; keyboard focus shows it at once. */
  delay?: number
}

/**
 * A tooltip on hover and keyboard focus (WCAG 1.4.13): it stays while the pointer is over it and
 * Escape dismisses it without moving focus. react-aria links it to the trigger with aria-describedby.
 */
export function Tooltip({ content, children, placement = 'top', delay = 600 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <AriaTooltip className="fc-Tooltip" placement={placement} offset={8}>
        <OverlayArrow className="fc-Tooltip-arrow">
          <svg width="12" height="6" viewBox="0 0 12 6" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  )
}
