import { type IconProps, SvgIcon } from '../../private/SvgIcon.js'

/** X (formerly Twitter), for social and share links. Decorative unless given a `title`. */
export function XIcon(props: IconProps) {
  return (
    <SvgIcon box={[24, 24]} {...props}>
      <path fill="currentColor" d="M3.5 3.5h5.2l11.8 17h-5.2z" />
      <path
        d="M19.5 3.5l-6.3 7.2M4.5 20.5l6.3-7.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SvgIcon>
  )
}
