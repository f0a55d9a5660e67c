import { type IconProps, SvgIcon } from '../../private/SvgIcon.js'

/** SMS, for share links: a speech bubble. Decorative unless given a `title`. */
export function SmsIcon(props: IconProps) {
  return (
    <SvgIcon box={[24, 24]} {...props}>
      <path
        d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="8" cy="11" r="1.25" fill="currentColor" />
      <circle cx="12" cy="11" r="1.25" fill="currentColor" />
      <circle cx="16" cy="11" r="1.25" fill="currentColor" />
    </SvgIcon>
  )
}
