import { type IconProps, SvgIcon } from '../../private/SvgIcon.js'

/** Visa: one of the payment logos in the footer (§2). Brand colours are fixed: a payment mark must not follow the dealer theme. */
export function VisaLogo(props: IconProps) {
  return (
    <SvgIcon box={[38, 24]} {...props}>
      <rect x="0.5" y="0.5" width="37" height="23" rx="3.5" fill="#ffffff" stroke="#6b7280" />
      <path
        fill="#1434cb"
        d="M15.6 8.3l-2.2 7.4h-1.9l-1.1-5.8c-.1-.4-.3-.6-.7-.8-.6-.3-1.2-.5-1.9-.6l.1-.2h3c.4 0 .8.3.9.8l.7 3.9 1.8-4.7zm1.5 0l-1.5 7.4h-1.8l1.5-7.4zm4.9 5c0-1.9-2.7-2-2.6-2.9 0-.3.3-.5.8-.6.7-.1 1.4 0 2 .3l.3-1.6c-.6-.2-1.2-.3-1.8-.3-1.9 0-3.3 1-3.3 2.5 0 1.1 1 1.7 1.7 2.1.8.4 1 .6 1 .9 0 .5-.6.7-1.2.7-.8 0-1.6-.2-2.3-.5l-.3 1.6c.7.3 1.6.4 2.4.4 2 0 3.3-1 3.3-2.6zm4.9 2.4h1.6l-1.4-7.4h-1.5c-.3 0-.6.2-.8.5l-2.7 6.9h1.9l.4-1h2.3zm-2-2.5l.9-2.6.6 2.6z"
      />
    </SvgIcon>
  )
}
