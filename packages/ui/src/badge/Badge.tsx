import type { ReactNode } from 'react'
import './Badge.css'

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger'

export interface BadgeProps {
  tone?: BadgeTone
  children: ReactNode
}

/** A short label or count: '+3' on Compare Cars, 'Certified', 'Hybrid'. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <span className="fc-Badge" data-tone={tone}>
      {children}
    </span>
  )
}
