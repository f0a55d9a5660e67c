// Stripe's Payment Element for a deposit (§7, issue 13 item 5), in Stripe's deferred-intent flow:
// the form shows before any payment exists, and Pay checks the details with Stripe, has the route
// start the payment, then confirms it. @stripe/stripe-js is imported only here and only once the
// page runs in the browser, so no other page downloads it and the server never loads Stripe.

import { validateEmail } from '@forecourt/domain'
import { Alert } from '@forecourt/ui/alert'
import { Button } from '@forecourt/ui/button'
import { TextField } from '@forecourt/ui/fields/text-field'
import type { Stripe, StripeElements } from '@stripe/stripe-js'
import { type FormEvent, useEffect, useRef, useState } from 'react'

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

type Loaded = { stripe: Stripe; elements: StripeElements }

export function CheckoutStripePayment({
  publishableKey,
  amount,
  currency,
  returnPath,
  payLabel,
  startPayment,
  onPaid,
  isReserving = false,
}: CheckoutStripePaymentProps) {
  const mountPoint = useRef<HTMLDivElement>(null)
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
        const element = elements.create('payment')
        element.mount(mountPoint.current)
        unmount = () => element.destroy()
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
  }, [publishableKey, amount, currency])

  /** Each step that can fail says why and stops: no payment starts unless the details are complete. */
  async function confirm({ stripe, elements }: Loaded, address: string): Promise<string | null> {
    const submitted = await elements.submit()
    if (submitted.error) return submitted.error.message ?? PAY_FAILED
    const answer = await startPayment(address)
    if (answer?.fieldErrors?.email) {
      setEmailError(answer.fieldErrors.email)
      return null
    }
    if (!answer?.started) return answer?.error ?? START_FAILED
    // 'if_required': cards confirm in place (3-D Secure in a dialog); only a redirecting method
    // leaves the page and comes back to returnPath with ?payment_intent=, which the loader reserves.
    const result = await stripe.confirmPayment({
      elements,
      clientSecret: answer.started.clientSecret,
      redirect: 'if_required',
      confirmParams: { return_url: new URL(returnPath, window.location.origin).toString() },
    })
    if (result.error) return result.error.message ?? PAY_FAILED
    if (result.paymentIntent.status !== 'succeeded') return PAY_FAILED
    onPaid(result.paymentIntent.id)
    return null
  }

  async function pay(event: FormEvent) {
    event.preventDefault()
    if (!loaded) return
    const address = email.trim()
    const invalid = validateEmail(address)
    setEmailError(invalid)
    setError(null)
    if (invalid) return
    setPaying(true)
    try {
      setError(await confirm(loaded, address))
    } finally {
      setPaying(false)
    }
  }

  return (
    <form className="fc-Checkout-payment" onSubmit={pay} aria-label="Card payment" noValidate>
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
