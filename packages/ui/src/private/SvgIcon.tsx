import { type ReactNode, type SVGProps, useId } from 'react'

export interface IconProps
  extends Omit<SVGProps<SVGSVGElement>, 'children' | 'title' | 'width' | 'height' | 'viewBox'> {
  /**
   * Names the icon for assistive technology (an icon-only link such as 'Facebook'). Without it the
   * icon is decorative and hidden: the text beside it already carries the meaning.
   */
  title?: string
  /** Height in CSS pixels; by default the icon follows the text size (1em). */
  size?: number
}

interface SvgIconProps extends IconProps {
  /** The drawing's viewBox width and height; logos are wider than tall. */
  box: readonly [number, number]
  children: ReactNode
}

/**
 * The one place icons decide between decorative and labelled, so every icon behaves the same:
 * hidden from the accessibility tree unless titled, never focusable (old Edge/IE focused SVGs).
 */
export function SvgIcon({ title, size, box, children, className, ...props }: SvgIconProps) {
  const titleId = useId()
  const [width, height] = box
  const ratio = width / height
  // The width follows the drawing's proportions so a logo never stretches.
  const cssHeight = size === undefined ? '1em' : `${size}px`
  const cssWidth = size === undefined ? `${ratio}em` : `${Math.round(size * ratio * 100) / 100}px`
  const shared = {
    ...props,
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: `0 0 ${width} ${height}`,
    width: cssWidth,
    height: cssHeight,
    className: className ? `fc-Icon ${className}` : 'fc-Icon',
  }
  if (title) {
    return (
      <svg {...shared} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{title}</title>
        {children}
      </svg>
    )
  }
  return (
    <svg {...shared} aria-hidden="true" focusable="false">
      {children}
    </svg>
  )
}
