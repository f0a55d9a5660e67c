// A subscription or rental car's page leads with what it costs to drive, not a purchase price: the
// weekly price and what it includes, or the rental rates and where to collect the car.
import {
  type Car,
  formatPrice,
  kmAllowanceText,
  minimumTermText,
  type SiteConfig,
  subscriptionInclusionsText,
  subscriptionQuote,
} from '@forecourt/domain'
import { InfoPanel } from '@forecourt/ui/info-panel'

export function ListingTerms({ site, car }: { site: SiteConfig; car: Car }) {
  const { listing } = car
  const money = (amount: number) => formatPrice(amount, site.currency)
  if (listing.kind === 'subscription') {
    const quote = subscriptionQuote(listing, listing.minimum_term_months)
    return (
      <InfoPanel
        title="Subscription terms"
        tone="highlight"
        intro={<p>{subscriptionInclusionsText()}.</p>}
        facts={[
          { label: 'Weekly price', value: `${money(listing.weekly_price)} per week` },
          { label: 'Minimum term', value: minimumTermText(listing.minimum_term_months) },
          { label: 'Kilometres', value: kmAllowanceText(listing.km_allowance_per_week) },
          { label: 'Bond', value: money(listing.bond) },
          ...(quote ? [{ label: 'Due to start', value: money(quote.dueToStart) }] : []),
        ]}
      />
    )
  }
  if (listing.kind === 'rental') {
    return (
      <InfoPanel
        title="Rental rates"
        tone="highlight"
        facts={[
          { label: 'Daily rate', value: `${money(listing.daily_rate)} per day` },
          { label: 'Weekly rate', value: `${money(listing.weekly_rate)} per week` },
          { label: 'Pick up from', value: listing.pickup_location },
        ]}
      />
    )
  }
  return null
}
