import { type IconProps, SvgIcon } from '../../private/SvgIcon.js'

/** Instagram, for social links. Decorative unless given a `title`. */
export function InstagramIcon(props: IconProps) {
  return (
    <SvgIcon box={[24, 24]} {...props}>
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle
        cx="12"
        cy="12"
        r="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="17.25" cy="6.75" r="1.25" fill="currentColor" />
    </SvgIcon>
  )
}
