import { type IconProps, SvgIcon } from '../../private/SvgIcon.js'

/** Fuel type: a fuel pump. Decorative unless given a `title`. */
export function FuelIcon(props: IconProps) {
  return (
    <SvgIcon box={[24, 24]} {...props}>
      <path
        d="M5 20V5a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v15M3.5 20h12M5 10h9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M14 8h2a1.5 1.5 0 0 1 1.5 1.5V16a1.5 1.5 0 0 0 3 0V8.5L18 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SvgIcon>
  )
}
