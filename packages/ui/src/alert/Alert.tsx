import type { ReactNode } from 'react'
import './Alert.css'

export type AlertTone = 'info' | 'success' | 'warning' | 'destructive'

export interface AlertProps {
  /** `destructive` is for errors: a failed submission, a step that did not save (§4, §8). */
  tone?: AlertTone
  title?: string
  children?: ReactNode
}

const icons: Record<AlertTone, ReactNode> = {
  info: <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z" />,
  success: (
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4z" />
  ),
  warning: <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />,
  destructive: <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z" />,
}

/**
 * A message in the flow of the page. Errors use role="alert" so a screen reader announces them
 * as soon as they appear; the other tones are polite status messages.
 */
export function Alert({ tone = 'info', title, children }: AlertProps) {
  return (
    <div className="fc-Alert" data-tone={tone} role={tone === 'destructive' ? 'alert' : 'status'}>
      <svg className="fc-Alert-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <g fill="currentColor">{icons[tone]}</g>
      </svg>
      <div className="fc-Alert-content">
        {title && <p className="fc-Alert-title">{title}</p>}
        {children && <div className="fc-Alert-body">{children}</div>}
      </div>
    </div>
  )
}
