import { type IconProps, SvgIcon } from '../../private/SvgIcon.js'

/** Mastercard: one of the payment logos in the footer (§2). Brand colours are fixed: a payment mark must not follow the dealer theme. */
export function MastercardLogo(props: IconProps) {
  return (
    <SvgIcon box={[38, 24]} {...props}>
      <rect x="0.5" y="0.5" width="37" height="23" rx="3.5" fill="#ffffff" stroke="#6b7280" />
      <circle cx="15" cy="12" r="7" fill="#eb001b" />
      <circle cx="23" cy="12" r="7" fill="#f79e1b" />
      <path d="M19 6.26a7 7 0 0 1 0 11.48a7 7 0 0 1 0-11.48z" fill="#ff5f00" />
    </SvgIcon>
  )
}
