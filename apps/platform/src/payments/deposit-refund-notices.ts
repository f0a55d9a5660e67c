import type { Car } from '@forecourt/domain'
import type { EmailNotification } from '../db/lead-delivery-records.js'

const money = (cents: number, currency: string) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })} ${currency.toUpperCase()}`

/**
 * What the shopper and the dealer are told when a deposit arrived for a car another shopper had
 * already reserved, and was refunded (issue 13 item 5). The checkout page asks every Stripe shopper
 * for their address before paying; a payment started without one is told to the dealer only.
 */
export function depositRefundNotices({
  paymentIntentId,
  amount,
  currency,
  car,
  site,
  shopperEmail,
  dealerEmail,
}: {
  paymentIntentId: string
  amount: number
  currency: string
  car: Pick<Car, 'name' | 'stocknum'>
  site: { name: string; phone: string }
  shopperEmail: string | null
  dealerEmail: string | null
}): EmailNotification[] {
  const paid = money(amount, currency)
  const notices: EmailNotification[] = []
  if (shopperEmail) {
    notices.push({
      dedupeKey: `refund:${paymentIntentId}:shopper`,
      to: shopperEmail,
      subject: `Your deposit for the ${car.name} has been refunded`,
      text: [
        `Thank you for your deposit of ${paid} for the ${car.name} at ${site.name}.`,
        '',
        'Another shopper reserved this car moments before your payment went through, so your deposit has been refunded in full. A refund usually reaches your card within 5 to 10 business days.',
        '',
        `${site.name} has been told and will be in touch about similar cars; you can also call them on ${site.phone}.`,
        '',
        `Payment reference: ${paymentIntentId}`,
      ].join('\n'),
      ...(dealerEmail ? { replyTo: dealerEmail } : {}),
    })
  }
  if (dealerEmail) {
    notices.push({
      dedupeKey: `refund:${paymentIntentId}:dealer`,
      to: dealerEmail,
      subject: `Deposit refunded: the ${car.name} (stock ${car.stocknum}) was already reserved`,
      text: [
        `A deposit of ${paid} for the ${car.name} (stock ${car.stocknum}) was paid after another shopper had reserved the car, and was refunded automatically.`,
        '',
        shopperEmail
          ? `The shopper (${shopperEmail}) has been told by e-mail; they may want a similar car.`
          : 'The shopper left no e-mail address; find them under this payment in Stripe.',
        '',
        `Stripe payment: ${paymentIntentId}`,
      ].join('\n'),
      ...(shopperEmail ? { replyTo: shopperEmail } : {}),
    })
  }
  return notices
}
