// A new-car model's deposit (issue 16 row 11): the model, its deposit and what happens next, and the
// same payment forms a car's checkout uses; once paid, the order's confirmation. No car is held: the
// dealer orders the car in, so the steps say so.
import { type PaymentProcessor, reserveAmountLabel, type SiteConfig } from '@forecourt/domain'
import { Alert } from '@forecourt/ui/alert'
import { ButtonLink } from '@forecourt/ui/button-link'
import { CheckoutSummary } from '@forecourt/ui/checkout-summary'
import { Link } from 'react-router'
import { CheckoutFrame } from '../checkout/CheckoutFrame.js'
import type { CheckoutActionResult, CheckoutOffer } from '../checkout/checkout.server.js'
import type { SiteModel } from '../platform/catalogue-api.server.js'
import { StripePayment, TestPaymentForm } from './CheckoutPage.js'

export interface ModelCheckoutPageProps {
  site: SiteConfig
  model: SiteModel
  /** The processor the site's dealership takes model deposits through (none: unavailable). */
  processors: PaymentProcessor[]
  offer: CheckoutOffer
  result?: CheckoutActionResult | null | undefined
}

const modelPath = (model: Pick<SiteModel, 'slug'>) => `/${model.slug}`

function nextStepsOf(offer: CheckoutOffer, deposit: string): string[] {
  switch (offer.kind) {
    case 'test':
    case 'stripe':
      return [
        `Pay the ${deposit} deposit below to place your order for a new one.`,
        'The dealership contacts you to choose the variant, colour and options, and confirms the price and delivery time.',
        'Your deposit is part of the price when you buy the car.',
      ]
    case 'hosted':
      return [
        'Contact the dealership for the link to its secure payment page.',
        `Pay the ${deposit} deposit there; the dealership then places your order.`,
      ]
    default:
      return []
  }
}

export function ModelCheckoutPage({ site, model, processors, offer, result }: ModelCheckoutPageProps) {
  const deposit = reserveAmountLabel(processors, site.currency) ?? 'deposit'
  if (result?.reservation) {
    return (
      <div className="fc-Page fc-Checkout">
        <h1>Deposit paid</h1>
        <Alert tone="success" title={`Your order for a new ${model.name} is placed`}>
          <p>
            Your {deposit} deposit has been paid. Order number: <strong>{result.reservation.id}</strong>
          </p>
          <p>The dealership will contact you shortly to arrange the next steps.</p>
        </Alert>
        <p>
          <Link to={modelPath(model)}>Back to the {model.name}</Link>
        </p>
      </div>
    )
  }
  const payLabel = `Pay ${deposit} deposit`
  const error = result?.error && (
    <Alert tone="destructive" title="The deposit was not taken">
      {result.error}
    </Alert>
  )
  return (
    <CheckoutFrame
      back={<Link to={modelPath(model)}>Back to the {model.name}</Link>}
      title={`Reserve a new ${model.name}`}
      summary={
        <CheckoutSummary
          car={{
            name: model.name,
            // A model page has no price: the dealer confirms it with the order.
            price: 0,
            price_type: '',
            primary_image_url: model.image?.url ?? null,
            payment_processors: processors,
          }}
          currency={site.currency}
          nextSteps={nextStepsOf(offer, deposit)}
        />
      }
      payable={offer.kind !== 'unavailable'}
    >
      {offer.kind === 'unavailable' && (
        <>
          <Alert tone="warning" title="This model can’t be reserved online">
            {offer.reason}
          </Alert>
          <div className="fc-Checkout-actions">
            <ButtonLink href="/contact" variant="primary">
              Enquire about the {model.name}
            </ButtonLink>
          </div>
        </>
      )}
      {offer.kind === 'hosted' && (
        <>
          <Alert tone="info" title="The deposit is paid on the dealer’s secure payment page">
            This dealership takes its {deposit} deposit on its payment provider’s page, not on this website.
            Send an enquiry or call {site.phone}, and they will send you the link to pay and place your order.
          </Alert>
          <div className="fc-Checkout-actions">
            <ButtonLink href="/contact" variant="primary">
              {site.config.labels.enquire}
            </ButtonLink>
          </div>
        </>
      )}
      {offer.kind === 'test' && <TestPaymentForm payLabel={payLabel} result={result} error={error} />}
      {offer.kind === 'stripe' && (
        <>
          {error}
          <StripePayment offer={offer} payLabel={payLabel} />
        </>
      )}
    </CheckoutFrame>
  )
}
