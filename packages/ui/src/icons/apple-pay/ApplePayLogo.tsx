import { type IconProps, SvgIcon } from '../../private/SvgIcon.js'

/** Apple Pay: one of the payment logos in the footer (§2). Brand colours are fixed: a payment mark must not follow the dealer theme. */
export function ApplePayLogo(props: IconProps) {
  return (
    <SvgIcon box={[38, 24]} {...props}>
      <rect x="0.5" y="0.5" width="37" height="23" rx="3.5" fill="#000000" stroke="#000000" />
      <path
        fill="#ffffff"
        d="M11.2 9.3c-.6 0-1.3.4-1.7.4s-1-.4-1.6-.4C7 9.3 6.1 10.1 6.1 11.7c0 1.9 1.3 4.1 2.3 4.1.5 0 .8-.3 1.4-.3s.8.3 1.4.3c1 0 1.9-2 2-2.3-1-.4-1.3-2-.4-2.8-.4-.6-1-1.4-1.6-1.4zm-.4-.7c.4-.5.6-1.1.5-1.6-.5 0-1.1.4-1.4.8-.3.4-.6 1-.5 1.5.5 0 1-.3 1.4-.7zM15 7.9h2.4c1.6 0 2.6.9 2.6 2.3s-1 2.4-2.6 2.4h-1.3v2.7H15zm1.1 1v2.7h1.1c1 0 1.6-.5 1.6-1.4s-.6-1.3-1.6-1.3zM22.8 10.2c1.3 0 2 .7 2 1.8v3.3h-1v-.8a1.8 1.8 0 0 1-1.6.9c-1 0-1.7-.6-1.7-1.5s.7-1.5 2-1.5l1.2-.1v-.3c0-.6-.4-.9-1-.9-.5 0-.9.3-1 .7h-1c0-.9.9-1.6 2.1-1.6zm-1.2 3.6c0 .4.4.7.9.7.7 0 1.3-.5 1.3-1.2v-.3l-1.1.1c-.7 0-1.1.3-1.1.7zM25.5 17.3v-.8h.4c.5 0 .7-.2.9-.7l.1-.3-1.9-5.2h1.1l1.3 4.2 1.3-4.2h1.1l-2 5.5c-.5 1.3-1 1.6-2 1.6z"
      />
    </SvgIcon>
  )
}
