import type { HTMLAttributes, ReactNode } from 'react'
import './Card.css'

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `article` for self-contained content (a location, a review), `section` with a heading, else `div`. */
  elementType?: 'div' | 'article' | 'section' | 'li'
  /** `none` when the content brings its own padding, e.g. an image edge to edge. */
  padding?: 'none' | 'md' | 'lg'
  children: ReactNode
}

/** A surface that groups related content. */
export function Card({
  elementType: Element = 'div',
  padding = 'md',
  className,
  children,
  ...props
}: CardProps) {
  return (
    <Element {...props} className={className ? `fc-Card ${className}` : 'fc-Card'} data-padding={padding}>
      {children}
    </Element>
  )
}
