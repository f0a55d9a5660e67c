import type { RefAttributes } from 'react'
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link'
import type { ButtonVariant } from '../button/Button.js'
import { composeClassName } from '../private/composeClassName.js'
import '../button/Button.css'

export interface ButtonLinkProps extends AriaLinkProps, RefAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant
  size?: 'md' | 'sm'
}

/**
 * Navigation that looks like a button (View Details, Get Directions). It stays a link so it
 * opens in a new tab, shows its address and goes through the app's RouterProvider.
 */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...props }: ButtonLinkProps) {
  return (
    <AriaLink
      {...props}
      data-variant={variant}
      data-size={size}
      className={composeClassName('fc-Button', className)}
    />
  )
}
