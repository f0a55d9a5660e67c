// A subscriptions site's frame: the bar leads to the cars on offer, and the footer restates what
// every weekly price includes, so no page leaves a shopper guessing at extra costs.
import { subscriptionInclusionsText } from '@forecourt/domain'
import { SiteFooterBlock, SiteHeaderBlock, searchHref, useFrameData } from '@forecourt/storefront'
import { ButtonLink } from '@forecourt/ui/button-link'

export function SubscriptionsHeader() {
  const site = useFrameData()?.site
  return (
    <SiteHeaderBlock
      action={
        site && (
          <ButtonLink href={searchHref(site)} size="sm">
            Subscribe
          </ButtonLink>
        )
      }
    />
  )
}

export function SubscriptionsFooter() {
  return <SiteFooterBlock lead={<p>Every weekly price: {subscriptionInclusionsText().toLowerCase()}.</p>} />
}
