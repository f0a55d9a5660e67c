import { type IconProps, SvgIcon } from '../../private/SvgIcon.js'

/** Email, for share and contact links. Decorative unless given a `title`. */
export function EmailIcon(props: IconProps) {
  return (
    <SvgIcon box={[24, 24]} {...props}>
      <rect
        x="3"
        y="5"
        width="18"
        height="14"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M3.5 6.5L12 13l8.5-6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SvgIcon>
  )
}
