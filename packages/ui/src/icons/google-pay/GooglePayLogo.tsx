import { type IconProps, SvgIcon } from '../../private/SvgIcon.js'

/** Google Pay: one of the payment logos in the footer (§2). Brand colours are fixed: a payment mark must not follow the dealer theme. */
export function GooglePayLogo(props: IconProps) {
  return (
    <SvgIcon box={[38, 24]} {...props}>
      <rect x="0.5" y="0.5" width="37" height="23" rx="3.5" fill="#ffffff" stroke="#6b7280" />
      <path
        d="M12.6 11.6h-3v1.3h1.7a1.8 1.8 0 0 1-1.7 1.3 2.2 2.2 0 1 1 1.4-3.9l1-1a3.6 3.6 0 1 0-2.4 6.3c2 0 3.2-1.4 3.1-3.3z"
        fill="#4285f4"
      />
      <path
        d="M16 8.6h2.2c1.3 0 2.2.8 2.2 2s-.9 2-2.2 2h-1v2.8H16zm1.2 1.1v1.8h1c.6 0 1-.4 1-.9s-.4-.9-1-.9zM23.9 11.1c1.2 0 1.9.6 1.9 1.6v2.7h-1.1v-.6a1.6 1.6 0 0 1-1.4.8c-.9 0-1.6-.6-1.6-1.4 0-.9.7-1.4 1.8-1.4.4 0 .8.1 1.1.2v-.2c0-.5-.4-.8-.9-.8-.4 0-.8.2-1 .5l-.9-.6c.5-.5 1.1-.8 2.1-.8zm-1 3.1c0 .3.3.5.7.5.5 0 1.1-.4 1.1-1a1.9 1.9 0 0 0-.9-.2c-.6 0-.9.2-.9.7zM26.4 11.3h1.2l1.2 2.9 1.1-2.9h1.2l-2.6 6h-1.2l1-2.1z"
        fill="#3c4043"
      />
    </SvgIcon>
  )
}
