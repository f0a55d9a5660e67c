import type { RefAttributes } from 'react'
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link'
import { composeClassName } from '../private/composeClassName.js'
import './Link.css'

export interface LinkProps extends AriaLinkProps, RefAttributes<HTMLAnchorElement> {
  /**
   * Links inside running text stay underlined (colour alone must not mark a link, WCAG 1.4.1);
   * standalone links in navigation lists show the underline on hover.
   */
  isStandalone?: boolean
}

/** A text link. Client navigation comes from the app's react-aria RouterProvider. */
export function Link({ isStandalone = false, className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      data-standalone={isStandalone || undefined}
      className={composeClassName('fc-Link', className)}
    />
  )
}
