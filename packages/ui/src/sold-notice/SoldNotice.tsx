import { SOLD_LABEL } from '@forecourt/domain'
import { Button } from '../button/Button.js'
import { ButtonLink } from '../button-link/ButtonLink.js'
import './SoldNotice.css'

export interface SoldNoticeProps {
  carName: string
  /** The state's label: SOLD (default) or the domain's Reserved tag for a reserved car (§4). */
  label?: string
  /** Opens the enquiry prefilled with the domain's `findSimilarMessage` (§9). */
  onFindSimilar?: () => void
  /** Where the prompt goes when there is no callback (a prefilled enquiry page). */
  findSimilarHref?: string
}

/** The sold state of a car page (§2): SOLD and the find-me-something-similar prompt. */
export function SoldNotice({ carName, label = SOLD_LABEL, onFindSimilar, findSimilarHref }: SoldNoticeProps) {
  return (
    <div className="fc-SoldNotice">
      <p className="fc-SoldNotice-tag">{label}</p>
      <p className="fc-SoldNotice-name">{carName}</p>
      {onFindSimilar ? (
        <Button variant="primary" onPress={onFindSimilar}>
          Find Me Something Similar
        </Button>
      ) : (
        findSimilarHref && (
          <ButtonLink href={findSimilarHref} variant="primary">
            Find Me Something Similar
          </ButtonLink>
        )
      )}
    </div>
  )
}
