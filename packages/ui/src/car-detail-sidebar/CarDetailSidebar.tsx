import {
  availabilityOf,
  availabilityTag,
  BUYING_PATH_LABELS,
  type Car,
  type CarActionContext,
  type Currency,
  carActions,
  carSummaryFacts,
  type FinanceEstimate,
  formatPrice,
  isAvailable,
  type Region,
  reserveAmountLabel,
  type SpecificationRow,
  type TakeUpAction,
  takeUpActionOf,
  type VehicleAttributeKey,
} from '@forecourt/domain'
import { type ReactNode, useId, useState } from 'react'
import { Label } from 'react-aria-components/Label'
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup'
import { ToggleButton } from 'react-aria-components/ToggleButton'
import { Button } from '../button/Button.js'
import { ButtonLink } from '../button-link/ButtonLink.js'
import type { CarActionRequest } from '../car-actions/CarActions.js'
import { CarMobileActionBar } from '../car-mobile-action-bar/CarMobileActionBar.js'
import { FinanceBox } from '../finance-box/FinanceBox.js'
import { BodyIcon } from '../icons/body/BodyIcon.js'
import { FuelIcon } from '../icons/fuel/FuelIcon.js'
import { KmsIcon } from '../icons/kms/KmsIcon.js'
import { TransmissionIcon } from '../icons/transmission/TransmissionIcon.js'
import { PhoneReveal } from '../phone-reveal/PhoneReveal.js'
import { SoldNotice } from '../sold-notice/SoldNotice.js'
import './CarDetailSidebar.css'
import { HeartIcon } from '../private/HeartIcon.js'

/** What Continue (desktop) or the bottom bar (mobile) asks the storefront to do. */
export type SidebarChoice = 'enquire' | 'finance' | TakeUpAction

/**
 * How the sidebar's actions are performed: `hrefOf` makes Continue, the mobile bar, Get Finance and
 * the sold prompt links to their pages (they work without JavaScript; Continue follows the choice
 * once the page is hydrated); `onContinue` and `onFindSimilar` make them buttons.
 */
export type CarDetailSidebarTarget =
  | { hrefOf: (action: CarActionRequest) => string; onContinue?: never; onFindSimilar?: never }
  | {
      /** Performs the shopper's choice: opens the enquiry or finance form, or starts checkout. */
      onContinue: (choice: SidebarChoice) => void
      /** The unavailable car's find-me-something-similar prompt. */
      onFindSimilar?: () => void
      hrefOf?: never
    }

export type CarDetailSidebarProps = CarDetailSidebarTarget & {
  car: Car
  currency: Currency
  /** The site's switches: checkout (Reserve) and the finance button (Get Finance). */
  context: CarActionContext
  /** The weekly estimate (domain `financeEstimate`); the finance box shows when given. */
  finance?: FinanceEstimate
  /** The finance box dialog's paragraphs: the domain's `financeDisclaimer` for the site. */
  financeDisclaimer?: readonly string[]
  /** The favourite control; shown when given (the storefront asks domain `canShowFavourite`). */
  favourite?: { isSelected: boolean; onChange: (isSelected: boolean) => void }
  region?: Region
  onRevealPhone?: () => void
  /** A call was placed (phone link or Call Now): the storefront fires event 25 (§9). */
  onCall?: () => void
  /** The headline price, formatted; defaults to the car's price and price type. */
  price?: { amount: string; note: string }
  /**
   * The key details under the price: the domain's `carSummaryFacts` rows for the site's family
   * (the cars family's Kilometres, Transmission, Body and Fuel by default). An attribute with an
   * icon of its own (km, body, transmission, fuel) shows it.
   */
  facts?: readonly SpecificationRow[]
}

const FACT_ICONS: Readonly<Partial<Record<VehicleAttributeKey, ReactNode>>> = {
  km: <KmsIcon />,
  simple_transmission: <TransmissionIcon />,
  simple_body: <BodyIcon />,
  simple_fuel: <FuelIcon />,
}

const CHOICE_LABELS: Record<SidebarChoice, string> = {
  enquire: 'Enquire',
  finance: 'Get Finance',
  reserve: BUYING_PATH_LABELS.deposit,
  subscribe: BUYING_PATH_LABELS.subscribe,
  book: BUYING_PATH_LABELS.booking,
}

/** The mobile bar's shorter words for the buying step. */
const BAR_LABELS: Record<TakeUpAction, string> = { reserve: 'Reserve', subscribe: 'Subscribe', book: 'Book' }

/**
 * The car page's sidebar (§2): title, price, view count, favourite control, key details with
 * icons, finance box and call-the-dealer box. On desktop the shopper picks Enquire, Get Finance or
 * the car's buying step — Reserve Now, Subscribe or Book This Car — (Enquire by default) and presses
 * Continue; below the large breakpoint a fixed bar offers Enquire, Call Now and the buying step
 * instead. Which choices exist comes from the domain's `carActions`; a sold or reserved car shows
 * the sold prompt in their place.
 */
export function CarDetailSidebar({
  car,
  currency,
  context,
  onContinue,
  hrefOf,
  finance,
  financeDisclaimer = [],
  favourite,
  onFindSimilar,
  region = 'AU',
  onRevealPhone,
  onCall,
  price = { amount: formatPrice(car.price, currency), note: car.price_type },
  facts = carSummaryFacts(car, { template: 'cars', region, currency }),
}: CarDetailSidebarProps) {
  const [choice, setChoice] = useState<SidebarChoice>('enquire')
  const callHeadingId = useId()
  const available = isAvailable(car)
  const actions = carActions(car, context)
  const takeUp = takeUpActionOf(actions)
  const choices: SidebarChoice[] = ['enquire']
  if (actions.includes('finance')) choices.push('finance')
  if (takeUp) choices.push(takeUp)
  const deposit = takeUp === 'reserve' ? reserveAmountLabel(car.payment_processors, currency) : null
  const subtitle = [car.badge, car.series].filter(Boolean).join(' ')

  return (
    <aside className="fc-CarDetailSidebar" aria-label="Car summary">
      <div className="fc-CarDetailSidebar-head">
        <h1 className="fc-CarDetailSidebar-title">{car.name}</h1>
        {subtitle && <p className="fc-CarDetailSidebar-subtitle">{subtitle}</p>}
        <p className="fc-CarDetailSidebar-price">
          <span className="fc-CarDetailSidebar-amount">{price.amount}</span>{' '}
          <span className="fc-CarDetailSidebar-priceType">{price.note}</span>
        </p>
        <div className="fc-CarDetailSidebar-meta">
          <p className="fc-CarDetailSidebar-views">
            {new Intl.NumberFormat('en-AU').format(car.views)} {car.views === 1 ? 'view' : 'views'}
          </p>
          {favourite && (
            <ToggleButton
              className="fc-CarDetailSidebar-favourite"
              isSelected={favourite.isSelected}
              onChange={favourite.onChange}
            >
              <HeartIcon filled={favourite.isSelected} />
              Favourite
            </ToggleButton>
          )}
        </div>
      </div>

      <dl className="fc-CarDetailSidebar-details">
        {facts.map((fact) => (
          <div key={fact.attribute} className="fc-CarDetailSidebar-detail">
            <dt>
              {FACT_ICONS[fact.attribute]}
              <span>{fact.label}</span>
            </dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>

      {available ? (
        <div className="fc-CarDetailSidebar-choose">
          <RadioGroup
            className="fc-CarDetailSidebar-choices"
            value={choice}
            onChange={(value) => setChoice(value as SidebarChoice)}
          >
            <Label className="fc-CarDetailSidebar-choicesLabel">I'd like to</Label>
            {choices.map((option) => (
              <Radio key={option} value={option} className="fc-CarDetailSidebar-choice">
                <span className="fc-CarDetailSidebar-radio" aria-hidden="true" />
                {CHOICE_LABELS[option]}
                {option === 'reserve' && deposit && (
                  <span className="fc-CarDetailSidebar-deposit"> {deposit}</span>
                )}
              </Radio>
            ))}
          </RadioGroup>
          {hrefOf ? (
            <ButtonLink href={hrefOf(choice)} variant="primary">
              Continue
            </ButtonLink>
          ) : (
            <Button variant="primary" onPress={() => onContinue(choice)}>
              Continue
            </Button>
          )}
        </div>
      ) : (
        <SoldNotice
          carName={car.name}
          label={availabilityTag(availabilityOf(car)) ?? undefined}
          onFindSimilar={onFindSimilar}
          findSimilarHref={hrefOf?.('find-similar')}
        />
      )}

      {finance && available && (
        <FinanceBox
          estimate={finance}
          currency={currency}
          disclaimer={financeDisclaimer}
          getFinanceHref={hrefOf && choices.includes('finance') ? hrefOf('finance') : undefined}
          onGetFinance={onContinue && choices.includes('finance') ? () => onContinue('finance') : undefined}
        />
      )}

      <section className="fc-CarDetailSidebar-call" aria-labelledby={callHeadingId}>
        <h2 id={callHeadingId} className="fc-CarDetailSidebar-callTitle">
          Call the dealer
        </h2>
        {car.location.location_name && (
          <p className="fc-CarDetailSidebar-location">{car.location.location_name}</p>
        )}
        <PhoneReveal phone={car.location.phone} region={region} onReveal={onRevealPhone} onCall={onCall} />
      </section>

      {available && (
        <CarMobileActionBar
          phone={car.location.phone}
          onCall={onCall}
          {...(hrefOf ? { enquireHref: hrefOf('enquire') } : { onEnquire: () => onContinue('enquire') })}
          takeUp={
            takeUp === null
              ? undefined
              : hrefOf
                ? { label: BAR_LABELS[takeUp], href: hrefOf(takeUp) }
                : { label: BAR_LABELS[takeUp], onPress: () => onContinue(takeUp) }
          }
        />
      )}
    </aside>
  )
}
