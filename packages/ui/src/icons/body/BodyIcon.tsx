import { type IconProps, SvgIcon } from '../../private/SvgIcon.js'

/** Body type: a car in profile. Decorative unless given a `title`. */
export function BodyIcon(props: IconProps) {
  return (
    <SvgIcon box={[24, 24]} {...props}>
      <path
        d="M3 15.5V13l2-1 2.2-3.6A2 2 0 0 1 8.9 7.5h5.6a2 2 0 0 1 1.5.7L19 11.5l1.6.6a1 1 0 0 1 .4.8v2.6a1 1 0 0 1-1 1h-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M5 16.5H4a1 1 0 0 1-1-1M9.5 16.5h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle
        cx="7.25"
        cy="16.5"
        r="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle
        cx="16.75"
        cy="16.5"
        r="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SvgIcon>
  )
}
