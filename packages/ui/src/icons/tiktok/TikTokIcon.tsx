import { type IconProps, SvgIcon } from '../../private/SvgIcon.js'

/** TikTok, for social links. Decorative unless given a `title`. */
export function TikTokIcon(props: IconProps) {
  return (
    <SvgIcon box={[24, 24]} {...props}>
      <path
        fill="currentColor"
        d="M16.6 2h-3.3v13.2a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V9a6.2 6.2 0 1 0 5.3 6.2V8.6a7.6 7.6 0 0 0 4.4 1.4V6.7a4.4 4.4 0 0 1-4.4-4.4z"
      />
    </SvgIcon>
  )
}
