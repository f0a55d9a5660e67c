import { composeRenderProps } from 'react-aria-components/composeRenderProps'

/**
 * Prepends our class to whatever a consumer passes, keeping react-aria's function form
 * (`className={({ isHovered }) => …}`) working.
 */
export function composeClassName<T>(
  base: string,
  className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
): string | ((values: T & { defaultClassName: string | undefined }) => string) {
  return composeRenderProps(className, (consumer) => (consumer ? `${base} ${consumer}` : base))
}
