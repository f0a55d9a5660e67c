// Stripe's Payment Element for a deposit (§7: the platform's payment intent, the browser's
// confirmPayment). @stripe/stripe-js is imported only here and only once the page runs in the
// browser, so no other page downloads it and the server never loads Stripe.

import { Alert } from '@forecourt/ui/alert'
import { Button } from '@forecourt/ui/button'
import type { Stripe, StripeElements } from '@stripe/stripe-js'
import { type FormEvent, useEffect, useRef, useState } from 'react'

export interface CheckoutStripePaymentProps {
  publishableKey: string
  clientSecret: string
  /** Where Stripe sends a shopper back after a payment method that redirects (the checkout path). */
  returnPath: string
  /** 'Pay $500 deposit'. */
  payLabel: string
  /** The payment succeeded: reserve the car (posts the intent's id to the route's action). */
  onPaid: (paymentIntentId: string) => void
  /** The route is reserving the car. */
  isReserving?: boolean
}

const LOAD_FAILED = 'The card form could not be loaded. Check your connection and reload the page.'
const PAY_FAILED = 'Your payment did not go through. No deposit was taken; please try again.'

type Loaded = { stripe: Stripe; elements: StripeElements }

export function CheckoutStripePayment({
  publishableKey,
  clientSecret,
  returnPath,
  payLabel,
  onPaid,
  isReserving = false,
}: CheckoutStripePaymentProps) {
  const mountPoint = useRef<HTMLDivElement>(null)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [paying, setPaying] = useState(false)

  useEffect(() => {
    let cancelled = false
    let unmount: (() => void) | undefined
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js')
        const stripe = await loadStripe(publishableKey)
        if (cancelled) return
        if (!stripe || !mountPoint.current) {
          setError(LOAD_FAILED)
          return
        }
        const elements = stripe.elements({ clientSecret })
        const element = elements.create('payment')
        element.mount(mountPoint.current)
        unmount = () => element.destroy()
        setLoaded({ stripe, elements })
      } catch (cause) {
        console.error('[checkout] Stripe.js did not load', cause)
        if (!cancelled) setError(LOAD_FAILED)
      }
    })()
    return () => {
      cancelled = true
      unmount?.()
    }
  }, [publishableKey, clientSecret])

  async function pay(event: FormEvent) {
    event.preventDefault()
    if (!loaded) return
    setPaying(true)
    setError(null)
    const { stripe, elements } = loaded
    // 'if_required': cards confirm in place (3-D Secure in a dialog); only a redirecting method
    // leaves the page and comes back to returnPath with ?payment_intent=, which the loader reserves.
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: new URL(returnPath, window.location.origin).toString() },
    })
    setPaying(false)
    if (result.error) {
      setError(result.error.message ?? PAY_FAILED)
      return
    }
    if (result.paymentIntent.status === 'succeeded') onPaid(result.paymentIntent.id)
    else setError(PAY_FAILED)
  }

  return (
    <form className="fc-checkout__payment" onSubmit={pay} aria-label="Card payment">
      <div ref={mountPoint} className="fc-checkout__stripe" />
      {!loaded && !error && <p>Loading the secure card form…</p>}
      <noscript>
        <p>Paying a deposit by card needs JavaScript. Turn it on, or call the dealership to reserve.</p>
      </noscript>
      {error && (
        <Alert tone="destructive" title="Payment not taken">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="primary" isDisabled={!loaded} isLoading={paying || isReserving}>
        {payLabel}
      </Button>
    </form>
  )
}
