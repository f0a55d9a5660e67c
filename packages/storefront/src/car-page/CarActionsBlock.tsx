// The car's action buttons (§2: Enquire Now, Book a Test Drive, …, Reserve Now, Share), for an
// available car only: a sold or reserved car's one action is the panel's Find Me Something Similar.
import {
  type Availability,
  availabilityOf,
  type Car,
  COMING_SOON_TAG,
  familyProfileOf,
  isAvailable,
  type SiteConfig,
} from '@forecourt/domain'
import { CarActions } from '@forecourt/ui/car-actions'
import { LeadFormDialogs } from '../lead-forms/LeadFormDialogs.js'
import { carPath } from '../paths.js'
import { carActionContextOf, carActionHrefs } from './car-action-context.js'

/** The status line of a car a shopper can still act on; the tag of the domain for one coming soon (§4). */
const statusOf = (availability: Availability) =>
  availability === 'coming_soon' ? COMING_SOON_TAG : 'In stock'

export function CarActionsBlock({ site, car }: { site: SiteConfig; car: Car }) {
  // An unavailable car's state (SOLD, Reserved) is the panel's notice (§4): saying it here too
  // would say it twice.
  if (!isAvailable(car)) return null
  return (
    <>
      <p className="fc-CarDetail-status">{statusOf(availabilityOf(car))}</p>
      {/* Enquire, test drive and request photos open over the page once it runs (§2 Modals). */}
      <LeadFormDialogs site={site}>
        <CarActions
          car={car}
          context={carActionContextOf(site)}
          currency={site.currency}
          shareUrl={new URL(carPath(car), site.url).toString()}
          enquireLabel={site.config.labels.enquire}
          label={`Actions for this ${familyProfileOf(site.template).vocabulary.singular}`}
          hrefOf={carActionHrefs(site, car)}
        />
      </LeadFormDialogs>
    </>
  )
}
