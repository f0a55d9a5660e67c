// Reserve online (§2 /cars/{slug}/checkout or /buy-online): the car and its deposit, what happens
// next, and the payment the car's processor takes; once paid, the 'Reserved' confirmation.
import { type Car, reserveAmountLabel, type SiteConfig } from '@forecourt/domain'
import { Alert } from '@forecourt/ui/alert'
import { Button } from '@forecourt/ui/button'
import { ButtonLink } from '@forecourt/ui/button-link'
import { CheckoutSummary } from '@forecourt/ui/checkout-summary'
import { TextField } from '@forecourt/ui/fields/text-field'
import { PhoneReveal } from '@forecourt/ui/phone-reveal'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Form, Link, useFetcher, useLocation, useNavigation, useSubmit } from 'react-router'
import { CheckoutFrame } from '../checkout/CheckoutFrame.js'
import type { CheckoutActionResult, CheckoutOffer } from '../checkout/checkout.server.js'
import { TEST_CARD, type TestCardField } from '../checkout/test-card.js'
import { withSlotPhoto } from '../images/car-image-sources.js'
import { carFormHref } from '../lead-forms/lead-form-routes.js'
import { carPath } from '../paths.js'
import { recordPhoneReveal, trackCallClick } from '../phone-reveal/car-phone-callbacks.js'
import { CheckoutStripePayment, type StripePaymentStart } from './CheckoutStripePayment.js'

export interface CheckoutPageProps {
  site: SiteConfig
  car: Car
  offer: CheckoutOffer
  /** The action's answer, or the loader's after a payment that redirected back. */
  result?: CheckoutActionResult | null | undefined
}

/** The processors that take a deposit on their own hosted page (§7), by the name shoppers know. */
const HOSTED_PROCESSOR_NAMES = { till: 'Till Payments', st_george: 'St.George' } as const

function nextStepsOf(offer: CheckoutOffer, deposit: string): string[] {
  switch (offer.kind) {
    case 'test':
    case 'stripe':
      return [
        `Pay the ${deposit} deposit below. The car is reserved for you as soon as it goes through.`,
        'The dealership contacts you to arrange an inspection and the rest of the purchase.',
        'Your deposit is part of the price when you buy the car.',
      ]
    case 'hosted':
      return [
        'Contact the dealership for the link to its secure payment page.',
        `Pay the ${deposit} deposit there; the dealership then reserves the car for you.`,
      ]
    default:
      return []
  }
}

export function CheckoutPage({ site, car, offer, result }: CheckoutPageProps) {
  const deposit = reserveAmountLabel(car.payment_processors, site.currency) ?? 'deposit'
  if (result?.reservation) {
    return <CheckoutConfirmation car={car} deposit={deposit} reservationId={result.reservation.id} />
  }
  return (
    <CheckoutFrame
      back={<Link to={carPath(car)}>Back to {car.name}</Link>}
      title={`Reserve ${car.name}`}
      summary={
        <CheckoutSummary
          car={withSlotPhoto(car, 'checkout')}
          currency={site.currency}
          nextSteps={nextStepsOf(offer, deposit)}
        />
      }
      payable={offer.kind !== 'unavailable'}
    >
      <CheckoutPayment site={site} car={car} offer={offer} deposit={deposit} result={result} />
    </CheckoutFrame>
  )
}

interface PaymentProps {
  site: SiteConfig
  car: Car
  offer: CheckoutOffer
  deposit: string
  result: CheckoutActionResult | null | undefined
}

function CheckoutPayment({ site, car, offer, deposit, result }: PaymentProps) {
  const payLabel = `Pay ${deposit} deposit`
  const error = result?.error && (
    <Alert tone="destructive" title="The car is not reserved">
      {result.error}
    </Alert>
  )
  switch (offer.kind) {
    case 'unavailable':
      return (
        <>
          <Alert tone="warning" title="This car can’t be reserved online">
            {offer.reason}
          </Alert>
          <div className="fc-Checkout-actions">
            <ButtonLink href={carFormHref(car.slug, 'similar')} variant="primary">
              Find Me Something Similar
            </ButtonLink>
            <Link to={carPath(car)}>Back to {car.name}</Link>
          </div>
        </>
      )
    case 'hosted': {
      const name = HOSTED_PROCESSOR_NAMES[offer.processor]
      const phone = car.location.phone || site.phone
      return (
        <>
          <Alert tone="info" title={`The deposit is paid on the ${name} secure page`}>
            This dealership takes its {deposit} deposit on the {name} payment page, not on this website. Call
            the dealership or send an enquiry, and they will send you the link to pay and reserve this car.
          </Alert>
          <div className="fc-Checkout-actions">
            {/* Masked until pressed, and the reveal recorded, as on the car page (§4, §7). */}
            <PhoneReveal
              phone={phone}
              region={site.region}
              onReveal={() => void recordPhoneReveal(car)}
              onCall={() => trackCallClick(car)}
            />
            <ButtonLink href={carFormHref(car.slug, 'enquire')} variant="primary">
              {site.config.labels.enquire}
            </ButtonLink>
          </div>
        </>
      )
    }
    case 'test':
      return <TestPaymentForm payLabel={payLabel} result={result} error={error} />
    case 'stripe':
      return (
        <>
          {error}
          <StripePayment offer={offer} payLabel={payLabel} />
        </>
      )
  }
}

/** Stripe's form for a deposit; the model checkout (ModelCheckoutPage) pays through it too. */
export function StripePayment({
  offer,
  payLabel,
}: {
  offer: Extract<CheckoutOffer, { kind: 'stripe' }>
  payLabel: string
}) {
  const submit = useSubmit()
  const navigation = useNavigation()
  const location = useLocation()
  const startPayment = useStripePaymentStart()
  return (
    <CheckoutStripePayment
      publishableKey={offer.publishableKey}
      amount={offer.amount}
      currency={offer.currency}
      wallets={offer.wallets}
      returnPath={location.pathname}
      payLabel={payLabel}
      startPayment={startPayment}
      isReserving={navigation.state === 'submitting'}
      onPaid={(paymentIntentId) =>
        void submit({ intent: 'reserve', payment_intent_id: paymentIntentId }, { method: 'post' })
      }
    />
  )
}

/**
 * The route action's 'start-stripe' answer as a promise, so Pay reads as one sequence. A fetcher
 * posts it (no navigation: the page stays, with Stripe's form filled in) and an effect hands back
 * its data once the fetcher is idle again.
 */
function useStripePaymentStart(): (email: string) => Promise<StripePaymentStart | undefined> {
  const fetcher = useFetcher<CheckoutActionResult>()
  const waiting = useRef<((answer: StripePaymentStart | undefined) => void) | null>(null)
  useEffect(() => {
    if (fetcher.state !== 'idle' || !waiting.current) return
    waiting.current(fetcher.data)
    waiting.current = null
  }, [fetcher.state, fetcher.data])
  return (email) =>
    new Promise((resolve) => {
      waiting.current = resolve
      void fetcher.submit({ intent: 'start-stripe', email }, { method: 'post' })
    })
}

const TEST_CARD_LABELS: Record<TestCardField, string> = {
  card_number: 'Card number',
  card_expiry: 'Expiry (MM/YY)',
  card_cvc: 'Security code (CVC)',
}

/** The local test processor's form: a plain post, so it works before and without JavaScript. */
export function TestPaymentForm({
  payLabel,
  result,
  error,
}: {
  payLabel: string
  result: CheckoutActionResult | null | undefined
  error: ReactNode
}) {
  const [values, setValues] = useState(TEST_CARD)
  const navigation = useNavigation()
  return (
    <Form method="post" className="fc-Checkout-payment" aria-label="Test payment">
      <Alert tone="info" title="Test payment — no money is taken">
        This demo dealership uses a test payment processor: the card below is a test card and nothing is
        charged.
      </Alert>
      <input type="hidden" name="intent" value="test-payment" />
      {(Object.keys(TEST_CARD_LABELS) as TestCardField[]).map((field) => (
        <TextField
          key={field}
          name={field}
          label={TEST_CARD_LABELS[field]}
          value={values[field]}
          onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
          inputMode="numeric"
          autoComplete="off"
          isRequired
          errorMessage={result?.fieldErrors?.[field]}
        />
      ))}
      {error}
      <Button type="submit" variant="primary" isLoading={navigation.state === 'submitting'}>
        {payLabel}
      </Button>
    </Form>
  )
}

function CheckoutConfirmation({
  car,
  deposit,
  reservationId,
}: {
  car: Car
  deposit: string
  reservationId: string
}) {
  return (
    <div className="fc-Page fc-Checkout">
      <h1>Reserved</h1>
      <Alert tone="success" title={`${car.name} is reserved for you`}>
        <p>
          Your {deposit} deposit has been paid. Reservation number: <strong>{reservationId}</strong>
        </p>
        <p>The dealership will contact you shortly to arrange the next steps.</p>
      </Alert>
      <p>
        <Link to={carPath(car)}>Back to {car.name}</Link>
      </p>
    </div>
  )
}
