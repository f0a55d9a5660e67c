// Learners are a large share of a motorcycle dealer's buyers: the home page says what the learner
// scheme allows where the dealer sells, with the limits from the domain's LAMS rules.
import {
  AU_LAMS_MAX_ELECTRIC_KW,
  LAMS_MAX_ENGINE_CC,
  LAMS_MAX_KW_PER_TONNE,
  NZ_LAMS_APPROVED_UP_TO_CC,
  type Region,
  type SiteConfig,
} from '@forecourt/domain'
import { searchHref } from '@forecourt/storefront'
import { ButtonLink } from '@forecourt/ui/button-link'
import { InfoPanel } from '@forecourt/ui/info-panel'

const SCHEME_FACTS: Record<Region, { label: string; value: string }[]> = {
  AU: [
    { label: 'Engine capacity', value: `Up to ${LAMS_MAX_ENGINE_CC} cc` },
    { label: 'Power to weight', value: `Up to ${LAMS_MAX_KW_PER_TONNE} kW per tonne` },
    { label: 'Electric', value: `Up to ${AU_LAMS_MAX_ELECTRIC_KW} kW` },
  ],
  NZ: [
    { label: 'Approved outright', value: `Up to ${NZ_LAMS_APPROVED_UP_TO_CC} cc` },
    {
      label: 'Listed models',
      value: `Up to ${LAMS_MAX_ENGINE_CC} cc and ${LAMS_MAX_KW_PER_TONNE} kW per tonne`,
    },
  ],
}

export function LamsPanel({ site }: { site: SiteConfig }) {
  return (
    <InfoPanel
      title="Riding on your learner or restricted licence?"
      intro={<p>Bikes on the learner approved list say LAMS approved. The limits where we sell:</p>}
      facts={SCHEME_FACTS[site.region]}
      action={
        <ButtonLink href={searchHref(site, { toggle: { lams: true } })} variant="secondary">
          See LAMS approved bikes
        </ButtonLink>
      }
    />
  )
}
