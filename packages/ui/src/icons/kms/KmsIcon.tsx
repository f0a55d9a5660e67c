import { type IconProps, SvgIcon } from '../../private/SvgIcon.js'

/** Kilometres driven: an odometer dial. Decorative unless given a `title`. */
export function KmsIcon(props: IconProps) {
  return (
    <SvgIcon box={[24, 24]} {...props}>
      <path
        d="M4 17a8 8 0 1 1 16 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M12 17l4-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="17" r="1.75" fill="currentColor" />
    </SvgIcon>
  )
}
