// The dealer's wallet switches (§3 apple_pay_enabled, google_pay_enabled) in Stripe's words. Wallets
// show as one-tap buttons of Stripe's Express Checkout Element above the card form, and never inside
// the Payment Element too, so a wallet shows once, and only when the dealer's processor has it on
// (Stripe would otherwise offer whatever the dealer's Stripe dashboard enables).
import type { DepositWallet } from '@forecourt/domain'
import type { StripeExpressCheckoutElementOptions, StripePaymentElementOptions } from '@stripe/stripe-js'

const shown = (on: boolean) => (on ? 'auto' : 'never')

/** The Payment Element takes cards; wallets are the express buttons' job. */
export const PAYMENT_ELEMENT_OPTIONS: StripePaymentElementOptions = {
  wallets: { applePay: 'never', googlePay: 'never' },
}

/**
 * Express buttons for the dealer's wallets only, asking the wallet for the shopper's e-mail: the
 * receipt and any refund notice go to it, as with the card form's Email field.
 */
export function expressCheckoutOptions(
  wallets: readonly DepositWallet[],
): StripeExpressCheckoutElementOptions {
  return {
    emailRequired: true,
    paymentMethods: {
      applePay: shown(wallets.includes('apple_pay')),
      googlePay: shown(wallets.includes('google_pay')),
      amazonPay: 'never',
      klarna: 'never',
      link: 'never',
      paypal: 'never',
    },
  }
}
