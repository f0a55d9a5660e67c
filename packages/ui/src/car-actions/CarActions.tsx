import {
  BUYING_PATH_LABELS,
  type Car,
  type CarAction,
  type CarActionContext,
  type Currency,
  carActions,
  DEFAULT_ENQUIRE_LABEL,
  reserveButtonLabel,
  tradeInHref,
} from '@forecourt/domain'
import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from '../button/Button.js'
import { ButtonLink } from '../button-link/ButtonLink.js'
import { DialogButton } from '../private/DialogButton.js'
import { ShareRow, type ShareRowProps } from '../share-row/ShareRow.js'
import './CarActions.css'

/** The actions the storefront performs (a form, checkout); the history report, trade-in and share are the block's own. */
export type CarActionRequest = Extract<
  CarAction,
  | 'enquire'
  | 'test-drive'
  | 'finance'
  | 'question'
  | 'request-photos'
  | 'reserve'
  | 'subscribe'
  | 'book'
  | 'find-similar'
>

/**
 * How the storefront performs them: `hrefOf` makes each one a link to its page, so the actions
 * work before (and without) JavaScript; `onAction` makes them buttons that report the choice.
 */
export type CarActionTarget =
  | { hrefOf: (action: CarActionRequest) => string; onAction?: never }
  | { onAction: (action: CarActionRequest) => void; hrefOf?: never }

export type CarActionsProps = CarActionTarget & {
  car: Car
  /** The site's switches (checkout, finance button) that the domain's `carActions` reads. */
  context: CarActionContext
  currency: Currency
  /** The car page's absolute address, for the Share dialog. */
  shareUrl: string
  /** The site's Enquire label (§9: 'Enquire Now', or 'Message Now' for some dealers). */
  enquireLabel?: string
  /** The list's accessible name, in the site's family's words: 'Actions for this truck'. */
  label?: string
  onShare?: ShareRowProps['onShare']
  copyText?: ShareRowProps['copyText']
}

function RequestControl({
  action,
  target,
  variant,
  children,
}: {
  action: CarActionRequest
  target: CarActionTarget
  variant: ButtonVariant
  children: ReactNode
}) {
  if (target.hrefOf) {
    return (
      <ButtonLink href={target.hrefOf(action)} variant={variant}>
        {children}
      </ButtonLink>
    )
  }
  const { onAction } = target
  return (
    <Button variant={variant} onPress={() => onAction(action)}>
      {children}
    </Button>
  )
}

/**
 * The car's action buttons (§2), exactly those the domain's `carActions` allows: an unavailable
 * car gets only Find Me Something Similar; 'Car History Report' shows only when the car has a file;
 * Reserve Now carries the deposit (§9); a subscription's Subscribe and a rental's Book This Car take its place. The 'explore' action is the page itself, so it is left out.
 */
export function CarActions({
  car,
  context,
  currency,
  shareUrl,
  enquireLabel = DEFAULT_ENQUIRE_LABEL,
  label = 'Actions for this car',
  onShare,
  copyText,
  ...target
}: CarActionsProps) {
  const request = (action: CarActionRequest, variant: ButtonVariant, label: ReactNode) => (
    <li key={action}>
      <RequestControl action={action} target={target} variant={variant}>
        {label}
      </RequestControl>
    </li>
  )
  return (
    <ul className="fc-CarActions" aria-label={label}>
      {carActions(car, context).map((action) => {
        switch (action) {
          case 'enquire':
            return request(action, 'primary', enquireLabel)
          case 'test-drive':
            return request(action, 'secondary', 'Book a Test Drive')
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
            return request(action, 'secondary', 'Get Finance')
          case 'trade-in':
            return (
              <li key={action}>
                <ButtonLink href={tradeInHref(car.id)} variant="secondary">
                  Trade-In Valuation
                </ButtonLink>
              </li>
            )
          case 'question':
            return request(action, 'secondary', 'Got a Question?')
          case 'request-photos':
            return request(action, 'secondary', 'Request Photos')
          case 'reserve':
            return request(action, 'primary', reserveButtonLabel(car.payment_processors, currency))
          case 'subscribe':
            return request(action, 'primary', BUYING_PATH_LABELS.subscribe)
          case 'book':
            return request(action, 'primary', BUYING_PATH_LABELS.booking)
          case 'share':
            return (
              <li key={action}>
                <DialogButton
                  variant="ghost"
                  dialog={{
                    title: 'Share',
                    children: (
                      <ShareRow url={shareUrl} title={car.name} onShare={onShare} copyText={copyText} />
                    ),
                  }}
                >
                  Share
                </DialogButton>
              </li>
            )
          case 'find-similar':
            return request(action, 'primary', 'Find Me Something Similar')
          default:
            // 'explore' is this page.
            return null
        }
      })}
    </ul>
  )
}
