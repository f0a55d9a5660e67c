import { type Car, type Currency, formatPrice, reserveAmountLabel } from '@forecourt/domain'
import { useId } from 'react'
import { Card } from '../card/Card.js'
import './CheckoutSummary.css'

export interface CheckoutSummaryProps {
  car: Pick<Car, 'name' | 'price' | 'price_type' | 'primary_image_url' | 'payment_processors'>
  currency?: Currency
  /** What happens once the deposit is paid, in order; the page knows its processor's steps. */
  nextSteps: readonly string[]
}

/**
 * The car being reserved (§2 reserve online): its image, name and price, the deposit taken now —
 * the same amount the Reserve Now button showed (§9) — and what happens next.
 */
export function CheckoutSummary({ car, currency = 'AUD', nextSteps }: CheckoutSummaryProps) {
  const headingId = useId()
  const deposit = reserveAmountLabel(car.payment_processors, currency)
  return (
    <Card elementType="section" padding="none" className="fc-CheckoutSummary" aria-labelledby={headingId}>
      {car.primary_image_url && (
        <img
          className="fc-CheckoutSummary-image"
          src={car.primary_image_url}
          alt={car.name}
          width={640}
          height={480}
        />
      )}
      <div className="fc-CheckoutSummary-body">
        <h2 id={headingId} className="fc-CheckoutSummary-name">
          {car.name}
        </h2>
        <dl className="fc-CheckoutSummary-amounts">
          <div>
            <dt>Price</dt>
            <dd>
              {car.price > 0 ? formatPrice(car.price, currency) : 'Price on application'}
              {car.price > 0 && car.price_type ? ` ${car.price_type}` : ''}
            </dd>
          </div>
          {deposit && (
            <div className="fc-CheckoutSummary-deposit">
              <dt>Deposit to reserve</dt>
              <dd>{deposit}</dd>
            </div>
          )}
        </dl>
        {nextSteps.length > 0 && (
          <>
            <h3 className="fc-CheckoutSummary-next">What happens next</h3>
            <ol className="fc-CheckoutSummary-steps">
              {nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        )}
      </div>
    </Card>
  )
}
