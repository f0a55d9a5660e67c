import { type IconProps, SvgIcon } from '../../private/SvgIcon.js'

/** WhatsApp, for share links. Decorative unless given a `title`. */
export function WhatsAppIcon(props: IconProps) {
  return (
    <SvgIcon box={[24, 24]} {...props}>
      <path
        d="M4.5 19.5l1.1-3.9A8.5 8.5 0 1 1 8.6 18.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        fill="currentColor"
        d="M9.2 7.8c.3 0 .5 0 .7.5l.7 1.6c.1.3 0 .5-.1.7l-.5.6c-.1.1-.2.3 0 .5.4.7 1 1.4 1.6 1.9.6.5 1.2.8 1.6 1 .2.1.4.1.5-.1l.7-.8c.2-.2.4-.2.6-.1l1.6.8c.2.1.4.2.4.4 0 .5-.1 1.1-.6 1.5-.5.4-1.3.7-2.2.5-1.2-.3-2.6-1-3.8-2.1-1.2-1.1-2-2.4-2.3-3.4-.3-1 0-1.8.5-2.3.2-.2.4-.3.6-.3z"
      />
    </SvgIcon>
  )
}
