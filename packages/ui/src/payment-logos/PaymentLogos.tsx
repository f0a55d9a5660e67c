import { PAYMENT_LOGOS } from '@forecourt/domain'
import type { ComponentType } from 'react'
import { ApplePayLogo } from '../icons/apple-pay/ApplePayLogo.js'
import { GooglePayLogo } from '../icons/google-pay/GooglePayLogo.js'
import { MaestroLogo } from '../icons/maestro/MaestroLogo.js'
import { MastercardLogo } from '../icons/mastercard/MastercardLogo.js'
import { VisaLogo } from '../icons/visa/VisaLogo.js'
import type { IconProps } from '../private/SvgIcon.js'
import './PaymentLogos.css'

export type PaymentLogo = (typeof PAYMENT_LOGOS)[number]

const LOGOS: Record<PaymentLogo, ComponentType<IconProps>> = {
  Mastercard: MastercardLogo,
  Visa: VisaLogo,
  Maestro: MaestroLogo,
  'Google Pay': GooglePayLogo,
  'Apple Pay': ApplePayLogo,
}

export interface PaymentLogosProps {
  /** Which marks to show; by default the domain's five, in its order (§2 footer). */
  logos?: readonly PaymentLogo[]
  /** Height of each mark in px. */
  size?: number
}

/** The footer's accepted payments (§2): Mastercard, Visa, Maestro, Google Pay, Apple Pay, each named. */
export function PaymentLogos({ logos = PAYMENT_LOGOS, size = 24 }: PaymentLogosProps) {
  return (
    <ul className="fc-PaymentLogos" aria-label="We accept">
      {logos.map((name) => {
        const Logo = LOGOS[name]
        return (
          <li key={name}>
            <Logo title={name} size={size} />
          </li>
        )
      })}
    </ul>
  )
}
