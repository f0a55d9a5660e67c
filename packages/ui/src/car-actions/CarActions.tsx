import {
  type Car,
  type CarActionContext,
  type Currency,
  carActions,
  DEFAULT_ENQUIRE_LABEL,
  reserveButtonLabel,
  tradeInHref,
} from '@forecourt/domain'
import { DialogTrigger } from 'react-aria-components/Dialog'
import { Button } from '../button/Button.js'
import { ButtonLink } from '../button-link/ButtonLink.js'
import { Dialog } from '../dialog/Dialog.js'
import { ShareRow, type ShareRowProps } from '../share-row/ShareRow.js'
import './CarActions.css'

/** The actions the page performs itself; the others are links. */
export type CarActionRequest = 'enquire' | 'test-drive' | 'finance' | 'question' | 'reserve' | 'find-similar'

export interface CarActionsProps {
  car: Car
  /** The site's switches (checkout, finance button) that the domain's `carActions` reads. */
  context: CarActionContext
  currency: Currency
  /** The car page's absolute address, for the Share dialog. */
  shareUrl: string
  /** The shopper chose an action the storefront performs (opens a form, starts checkout). */
  onAction: (action: CarActionRequest) => void
  /** The site's Enquire label (§9: 'Enquire Now', or 'Message Now' for some dealers). */
  enquireLabel?: string
  onShare?: ShareRowProps['onShare']
  copyText?: ShareRowProps['copyText']
}

/**
 * The car's action buttons (§2), exactly those the domain's `carActions` allows: an unavailable
 * car gets only Find Me Something Similar; 'Car History Report' shows only when the car has a file;
 * Reserve Now carries the deposit (§9). The 'explore' action is the page itself, so it is left out.
 */
export function CarActions({
  car,
  context,
  currency,
  shareUrl,
  onAction,
  enquireLabel = DEFAULT_ENQUIRE_LABEL,
  onShare,
  copyText,
}: CarActionsProps) {
  const actions = carActions(car, context)
  return (
    <ul className="fc-CarActions" aria-label="Actions for this car">
      {actions
        .filter((action) => action !== 'explore')
        .map((action) => {
          switch (action) {
            case 'enquire':
              return (
                <li key={action}>
                  <Button variant="primary" onPress={() => onAction('enquire')}>
                    {enquireLabel}
                  </Button>
                </li>
              )
            case 'test-drive':
              return (
                <li key={action}>
                  <Button variant="secondary" onPress={() => onAction('test-drive')}>
                    Book a Test Drive
                  </Button>
                </li>
              )
            case 'history-report':
              return (
                <li key={action}>
                  <ButtonLink
                    href={car.file ?? undefined}
                    variant="secondary"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Car History Report
                  </ButtonLink>
                </li>
              )
            case 'finance':
              return (
                <li key={action}>
                  <Button variant="secondary" onPress={() => onAction('finance')}>
                    Get Finance
                  </Button>
                </li>
              )
            case 'trade-in':
              return (
                <li key={action}>
                  <ButtonLink href={tradeInHref(car.id)} variant="secondary">
                    Trade-In Valuation
                  </ButtonLink>
                </li>
              )
            case 'question':
              return (
                <li key={action}>
                  <Button variant="secondary" onPress={() => onAction('question')}>
                    Got a Question?
                  </Button>
                </li>
              )
            case 'reserve':
              return (
                <li key={action}>
                  <Button variant="primary" onPress={() => onAction('reserve')}>
                    {reserveButtonLabel(car.payment_processors, currency)}
                  </Button>
                </li>
              )
            case 'share':
              return (
                <li key={action}>
                  <DialogTrigger>
                    <Button variant="ghost">Share</Button>
                    <Dialog title="Share">
                      <ShareRow url={shareUrl} title={car.name} onShare={onShare} copyText={copyText} />
                    </Dialog>
                  </DialogTrigger>
                </li>
              )
            case 'find-similar':
              return (
                <li key={action}>
                  <Button variant="primary" onPress={() => onAction('find-similar')}>
                    Find Me Something Similar
                  </Button>
                </li>
              )
            default:
              return null
          }
        })}
    </ul>
  )
}
