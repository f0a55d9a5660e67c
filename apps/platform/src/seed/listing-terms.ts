// How a demo vehicle is offered (issue 11): a subscriptions dealer's fleet is taken by the week —
// registration, insurance and servicing included — or rented by the day; every other family sells.
// Rates follow the car's value the way AU/NZ subscription and rental fleets price them.
import type { Car, Template } from '@forecourt/domain'
import type { Random } from './prng.js'

export interface ListingDraw {
  /** The car's value new, in dollars. */
  newPrice: number
  /** Years since it was new. */
  age: number
  /** Where a rental is collected: its location's street and city. */
  pickupLocation: string
}

/** $189, $219: priced just under ten dollars, as fleets quote. */
const underTen = (amount: number) => Math.max(9, Math.round(amount / 10) * 10 - 1)

export function listingFor(random: Random, template: Template, draw: ListingDraw): Car['listing'] {
  if (template !== 'subscriptions') return { kind: 'sale' }
  const value = draw.newPrice * 0.92 ** draw.age
  if (random.chance(0.35)) {
    const daily = underTen(value * 0.0021)
    // Six days' rate buys the week: never above seven daily rates.
    return {
      kind: 'rental',
      daily_rate: daily,
      weekly_rate: underTen(daily * 6),
      pickup_location: draw.pickupLocation,
    }
  }
  return {
    kind: 'subscription',
    weekly_price: underTen(value * 0.0056),
    minimum_term_months: random.weighted([
      [1, 2],
      [3, 4],
      [6, 2],
      [12, 1],
    ]),
    km_allowance_per_week: random.pick([250, 350, 500, 750, null]),
    bond: random.pick([0, 500, 500, 1_000]),
  }
}
