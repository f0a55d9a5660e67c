import type { ReactNode, RefAttributes } from 'react'
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button'
import { composeClassName } from '../private/composeClassName.js'
import { Spinner } from '../private/Spinner.js'
import './Button.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive'

export interface ButtonProps extends AriaButtonProps, RefAttributes<HTMLButtonElement> {
  /** Visual weight: one primary action per view; destructive for removing or cancelling. */
  variant?: ButtonVariant
  /** Compact size for dense rows such as cards; both sizes keep a 24×24 px target (WCAG 2.5.8). */
  size?: 'md' | 'sm'
  /**
   * While a submission runs (§4 form states): shows a spinner and 'Loading', and ignores presses.
   * Built on react-aria's `isPending`, so the button keeps focus and the change is announced.
   */
  isLoading?: boolean
}

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isLoading}
      data-variant={variant}
      data-size={size}
      className={composeClassName('fc-Button', className)}
    >
      {(renderProps) =>
        isLoading ? (
          <>
            <Spinner />
            <span>Loading</span>
          </>
        ) : typeof children === 'function' ? (
          (children(renderProps) as ReactNode)
        ) : (
          children
        )
      }
    </AriaButton>
  )
}
