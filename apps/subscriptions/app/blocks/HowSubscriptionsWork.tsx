// A subscription is new to most shoppers: the home page says how it works before any car, in the
// domain's words for what the weekly price includes.
import { type SiteConfig, subscriptionInclusionsText } from '@forecourt/domain'
import { searchHref } from '@forecourt/storefront'
import { ButtonLink } from '@forecourt/ui/button-link'
import { InfoPanel } from '@forecourt/ui/info-panel'

export function HowSubscriptionsWork({ site }: { site: SiteConfig }) {
  return (
    <InfoPanel
      title="How a subscription works"
      tone="highlight"
      steps={[
        'Choose a car and a term from its minimum.',
        `Pay one weekly price. ${subscriptionInclusionsText()}.`,
        'Pay the bond and the first week, then collect the car.',
        'At the end of the term, hand it back, keep going or swap.',
      ]}
      action={
        <ButtonLink href={searchHref(site)} variant="secondary">
          See the cars
        </ButtonLink>
      }
    />
  )
}
