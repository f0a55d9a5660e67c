// Stripe's Payment Element for a deposit (§7, issue 13 item 5), in Stripe's deferred-intent flow:
// the form shows before any payment exists, and Pay checks the details with Stripe, has the route
// start the payment, then confirms it. @stripe/stripe-js is imported only here and only once the
// page runs in the browser, so no other page downloads it and the server never loads Stripe.
// The wallets the dealer's processor switches on (Apple Pay, Google Pay) are Stripe's Express
// Checkout buttons above the card form; a wallet payment runs the same start-and-confirm sequence.

import { type DepositWallet, validateEmail } from '@forecourt/domain'
import { Alert } from '@forecourt/ui/alert'
import { Button } from '@forecourt/ui/button'
import { TextField } from '@forecourt/ui/fields/text-field'
import type { Stripe, StripeElements, StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { expressCheckoutOptions, PAYMENT_ELEMENT_OPTIONS } from '../checkout/stripe-wallet-options.js'

/** The route's answer to Pay: the payment it started, or why it did not start one. */
export interface StripePaymentStart {
  started?: { clientSecret: string; paymentIntentId: string } | undefined
  error?: string | undefined
  fieldErrors?: { email?: string | undefined } | undefined
}

export interface CheckoutStripePaymentProps {
  publishableKey: string
  /** The deposit in cents and its currency: what Stripe's form offers to pay before the payment exists. */
  amount: number
  currency: string
  /** The wallets the dealer's processor offers (§3); none shows no express buttons. */
  wallets?: readonly DepositWallet[] | undefined
  /** Where Stripe sends a shopper back after a payment method that redirects (the checkout path). */
  returnPath: string
  /** 'Pay $500 deposit'. */
  payLabel: string
  /** Starts the payment with the shopper's e-mail (the route's action); never rejects. */
  startPayment: (email: string) => Promise<StripePaymentStart | undefined>
  /** The payment succeeded: reserve the car (posts the intent's id to the route's action). */
  onPaid: (paymentIntentId: string) => void
  /** The route is reserving the car. */
  isReserving?: boolean
}

const LOAD_FAILED = 'The card form could not be loaded. Check your connection and reload the page.'
const PAY_FAILED = 'Your payment did not go through. No deposit was taken; please try again.'
const START_FAILED = 'Your payment could not be started. No deposit was taken; please try again.'
const WALLET_EMAIL = 'Your wallet did not share an e-mail address. Pay by card below, or try again.'

type Loaded = { stripe: Stripe; elements: StripeElements }
/** How one go at paying ended: paid, refused for the e-mail, or failed with the shopper's message. */
type Outcome = { paid: true } | { emailRefused: string } | { failed: string }

export function CheckoutStripePayment({
  publishableKey,
  amount,
  currency,
  wallets = [],
  returnPath,
  payLabel,
  startPayment,
  onPaid,
  isReserving = false,
}: CheckoutStripePaymentProps) {
  const mountPoint = useRef<HTMLDivElement>(null)
  const walletPoint = useRef<HTMLDivElement>(null)
  // Stripe says on 'ready' whether this device has any of the wallets; until then, and without
  // one, the buttons' place and the 'or pay by card' line stay out of sight (laid out, not
  // display:none, so Stripe can size its buttons).
  const [walletsShown, setWalletsShown] = useState(false)
  // The express buttons' confirm handler is bound once, when they mount; it calls the newest render's.
  const onWalletConfirm = useRef<(event: StripeExpressCheckoutElementConfirmEvent) => void>(() => {})
  const walletKey = wallets.join(',')
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [email, setEmail] = useState('')
  const [emailError, setEmailError] = useState<string | undefined>(undefined)
  const [error, setError] = useState<string | null>(null)
  const [paying, setPaying] = useState(false)
  // Without Stripe.js there is nothing to pay with: the form gives way to the message alone.
  const [loadFailed, setLoadFailed] = useState(false)
  // Only a page whose scripts run is loading Stripe; the server's page (and one without
  // JavaScript) says nothing of loading, and its noscript says why it cannot pay.
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    setLoading(true)
    let cancelled = false
    let unmount: (() => void) | undefined
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js')
        const stripe = await loadStripe(publishableKey)
        if (cancelled) return
        if (!stripe || !mountPoint.current) {
          setLoadFailed(true)
          return
        }
        const elements = stripe.elements({ mode: 'payment', amount, currency })
        const element = elements.create('payment', PAYMENT_ELEMENT_OPTIONS)
        element.mount(mountPoint.current)
        const express = walletKey && walletPoint.current ? mountWallets(elements, walletPoint.current) : null
        unmount = () => {
          element.destroy()
          express?.destroy()
        }
        setLoaded({ stripe, elements })
      } catch (cause) {
        console.error('[checkout] Stripe.js did not load', cause)
        if (!cancelled) setLoadFailed(true)
      }
    })()
    return () => {
      cancelled = true
      unmount?.()
    }

    function mountWallets(elements: StripeElements, into: HTMLElement) {
      const express = elements.create(
        'expressCheckout',
        expressCheckoutOptions(walletKey.split(',') as DepositWallet[]),
      )
      express.on('ready', ({ availablePaymentMethods: available }) =>
        setWalletsShown(Boolean(available?.applePay || available?.googlePay)),
      )
      express.on('confirm', (event) => onWalletConfirm.current(event))
      express.mount(into)
      return express
    }
  }, [publishableKey, amount, currency, walletKey])

  /** Each step that can fail says why and stops: no payment starts unless the details are complete. */
  async function confirm({ stripe, elements }: Loaded, address: string): Promise<Outcome> {
    const submitted = await elements.submit()
    if (submitted.error) return { failed: submitted.error.message ?? PAY_FAILED }
    const answer = await startPayment(address)
    if (answer?.fieldErrors?.email) return { emailRefused: answer.fieldErrors.email }
    if (!answer?.started) return { failed: answer?.error ?? START_FAILED }
    // 'if_required': cards confirm in place (3-D Secure in a dialog); only a redirecting method
    // leaves the page and comes back to returnPath with ?payment_intent=, which the loader reserves.
    const result = await stripe.confirmPayment({
      elements,
      clientSecret: answer.started.clientSecret,
      redirect: 'if_required',
      confirmParams: { return_url: new URL(returnPath, window.location.origin).toString() },
    })
    if (result.error) return { failed: result.error.message ?? PAY_FAILED }
    if (result.paymentIntent.status !== 'succeeded') return { failed: PAY_FAILED }
    onPaid(result.paymentIntent.id)
    return { paid: true }
  }

  /** One go at paying, with the Pay button busy and any earlier message cleared. */
  async function attempt(run: () => Promise<Outcome>): Promise<Outcome> {
    setError(null)
    setPaying(true)
    try {
      return await run()
    } finally {
      setPaying(false)
    }
  }

  async function pay(event: FormEvent) {
    event.preventDefault()
    if (!loaded) return
    const address = email.trim()
    const invalid = validateEmail(address)
    setEmailError(invalid)
    setError(null)
    if (invalid) return
    const outcome = await attempt(() => confirm(loaded, address))
    if ('emailRefused' in outcome) setEmailError(outcome.emailRefused)
    if ('failed' in outcome) setError(outcome.failed)
  }

  // A wallet's sheet hands over the shopper's e-mail; what fails closes the sheet and says why here.
  onWalletConfirm.current = (event) => {
    if (!loaded) return event.paymentFailed({ reason: 'fail' })
    const address = event.billingDetails?.email?.trim() ?? ''
    if (validateEmail(address)) {
      event.paymentFailed({ reason: 'fail' })
      setError(WALLET_EMAIL)
      return
    }
    void attempt(() => confirm(loaded, address)).then((outcome) => {
      if ('paid' in outcome) return
      event.paymentFailed({ reason: 'fail' })
      setError('failed' in outcome ? outcome.failed : WALLET_EMAIL)
    })
  }

  return (
    <form className="fc-Checkout-payment" onSubmit={pay} aria-label="Card payment" noValidate>
      {wallets.length > 0 && (
        <div className="fc-Checkout-wallets" data-shown={walletsShown && !loadFailed ? '' : undefined}>
          <div ref={walletPoint} />
          <p className="fc-Checkout-or">Or pay by card</p>
        </div>
      )}
      {!loadFailed && (
        <TextField
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          description="For your receipt, and in case the dealership needs to reach you about your deposit."
          value={email}
          onChange={setEmail}
          isRequired
          errorMessage={emailError}
        />
      )}
      <div ref={mountPoint} className="fc-Checkout-stripe" />
      {loading && !loaded && !loadFailed && <p>Loading the secure card form…</p>}
      <noscript>
        <p>Paying a deposit by card needs JavaScript. Turn it on, or call the dealership to reserve.</p>
      </noscript>
      {(error || loadFailed) && (
        <Alert tone="destructive" title="Payment not taken">
          {loadFailed ? LOAD_FAILED : error}
        </Alert>
      )}
      {!loadFailed && (
        <Button type="submit" variant="primary" isDisabled={!loaded} isLoading={paying || isReserving}>
          {payLabel}
        </Button>
      )}
    </form>
  )
}
