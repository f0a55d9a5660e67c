import { type IconProps, SvgIcon } from '../../private/SvgIcon.js'

/** Facebook, for social links; drawn in the current text colour so it follows the theme. Decorative unless given a `title`. */
export function FacebookIcon(props: IconProps) {
  return (
    <SvgIcon box={[24, 24]} {...props}>
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-1.56 19.88v-7H7.9V12h2.54V9.8c0-2.5 1.5-3.9 3.78-3.9 1.1 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.78-1.63 1.57V12h2.78l-.45 2.89h-2.33v7A10 10 0 0 0 12 2z"
      />
    </SvgIcon>
  )
}
