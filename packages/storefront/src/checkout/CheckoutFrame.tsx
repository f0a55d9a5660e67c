import type { ReactNode } from 'react'

export interface CheckoutFrameProps {
  /** The way back to what is being reserved: a car or a model page. */
  back: ReactNode
  title: string
  /** What is reserved, its deposit and what happens next (CheckoutSummary). */
  summary: ReactNode
  /** False when this cannot be reserved online: the section says so instead of asking to pay. */
  payable: boolean
  /** The payment the offer takes, or the way to reserve it otherwise. */
  children: ReactNode
}

/** A checkout's page: the way back, the title, the summary beside the payment section. */
export function CheckoutFrame({ back, title, summary, payable, children }: CheckoutFrameProps) {
  return (
    <div className="fc-Page fc-Checkout">
      <p>{back}</p>
      <h1>{title}</h1>
      <div className="fc-Checkout-layout">
        {summary}
        <section className="fc-Checkout-pay" aria-labelledby="checkout-pay">
          <h2 id="checkout-pay">{payable ? 'Pay your deposit' : 'Not available to reserve'}</h2>
          {children}
        </section>
      </div>
    </div>
  )
}
