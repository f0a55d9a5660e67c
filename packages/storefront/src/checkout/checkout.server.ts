// Loader and action of reserve online (§2 /cars/{slug}/checkout or /buy-online). The loader decides
// what the page offers and writes nothing; the action takes the local test payment, starts a Stripe
// payment once the shopper presses Pay, or reserves a Stripe-paid car. Both call the platform from
// the server, so the browser gets a client secret and a publishable key only.
import {
  type Car,
  type DepositCharge,
  type DepositWallet,
  depositChargeOf,
  depositProcessorOf,
  depositWalletsOf,
  needsPaymentIntent,
  type PaymentProcessor,
  RESERVE_BLOCKER_MESSAGES,
  reserveBlockerOf,
  type SiteConfig,
  validateEmail,
} from '@forecourt/domain'
import { data, type RouterContextProvider } from 'react-router'
import { readFormPost } from '../form-posts/read-form-post.server.js'
import type { DepositSubject, DepositsApi } from '../platform/deposits-api.server.js'
import { fromPlatform, getStorefront, type StorefrontErrorData } from '../tenant/site-context.server.js'
import { depositCall, depositFailureMessage } from './deposit-failure.server.js'
import { type TestCardErrors, testCardErrors } from './test-card.js'

interface RouteArgs {
  request: Request
  params: Record<string, string | undefined>
  context: Readonly<RouterContextProvider>
}

/** What the checkout page offers for this car. */
export type CheckoutOffer =
  /** §5 says no: the page says why, links back and offers Find Me Something Similar. */
  | { kind: 'unavailable'; reason: string }
  /** Till or St George: the deposit is paid on the processor's own page (§7, no payment intent). */
  | { kind: 'hosted'; processor: 'till' | 'st_george' }
  /** The local test processor of the demo sites: a labelled test card form posts to the action. */
  | { kind: 'test' }
  /**
   * Stripe: the Payment Element for this charge, before any payment exists (Stripe's deferred
   * intent); the action starts the payment when the shopper presses Pay. `wallets` are the Apple Pay
   * and Google Pay buttons the dealer's processor switches on, shown above the card form.
   */
  | ({ kind: 'stripe'; publishableKey: string; wallets: DepositWallet[] } & DepositCharge)

/** Per-field messages: the test card form's, and the Stripe form's e-mail. */
type CheckoutFieldErrors = TestCardErrors & { email?: string }

export interface CheckoutActionResult {
  reservation?: { id: string }
  /** A Stripe payment started for the shopper's Pay: the browser confirms it with Stripe. */
  started?: { clientSecret: string; paymentIntentId: string }
  error?: string
  fieldErrors?: CheckoutFieldErrors
}

const notFound = () => data<StorefrontErrorData>({ kind: 'page_not_found' }, { status: 404 })

/**
 * The checkout segment of the request (§2: checkout or buy-online, per site); a client navigation
 * asks for the same path with React Router's `.data` suffix.
 */
export function checkoutSegmentOf(url: URL): string | undefined {
  return url.pathname
    .replace(/\.data$/, '')
    .replace(/\/+$/, '')
    .split('/')
    .pop()
}

async function resolveCar({ request, params, context }: RouteArgs): Promise<{ site: SiteConfig; car: Car }> {
  const { site, platform } = getStorefront(context)
  if (!site.features.checkout) throw notFound()
  if (checkoutSegmentOf(new URL(request.url)) !== site.features.checkout_path) throw notFound()
  const car = await fromPlatform(() => platform.getCar(site.slug, params.slug ?? ''))
  if (!car) throw data<StorefrontErrorData>({ kind: 'car_not_found' }, { status: 404 })
  return { site, car }
}

/** What a deposit's processor lets the page offer, before any payment exists. */
export type OfferBase =
  | { offer: Extract<CheckoutOffer, { kind: 'unavailable' | 'hosted' }>; processor?: undefined }
  | { processor: 'test'; offer?: undefined }
  | {
      processor: 'stripe'
      publishableKey: string
      wallets: DepositWallet[]
      charge: DepositCharge
      offer?: undefined
    }

/** The processor the deposit goes through, or the page's reason why there is none (§5). */
function offerBase(site: SiteConfig, car: Car): OfferBase {
  const blocker = reserveBlockerOf(car, { checkoutEnabled: site.features.checkout })
  if (blocker) return { offer: { kind: 'unavailable', reason: RESERVE_BLOCKER_MESSAGES[blocker] } }
  // reserveBlockerOf found a processor with a key, or it would have said no_payment_processor.
  return processorOfferBase(
    site,
    depositProcessorOf(car.payment_processors),
    RESERVE_BLOCKER_MESSAGES.no_payment_processor,
  )
}

/**
 * What a deposit through `processor` is offered as: a hosted page, the local test card form or
 * Stripe's form; `noProcessor` is the page's reason when there is no processor with a key.
 */
export function processorOfferBase(
  site: SiteConfig,
  processor: PaymentProcessor | undefined,
  noProcessor: string,
): OfferBase {
  if (!processor?.authorization_key) return { offer: { kind: 'unavailable', reason: noProcessor } }
  const type = processor.authorization_type
  if (!needsPaymentIntent(processor) && (type === 'till' || type === 'st_george'))
    return { offer: { kind: 'hosted', processor: type } }
  if (type !== 'stripe') return { processor: 'test' }
  return {
    processor: 'stripe',
    publishableKey: processor.authorization_key,
    wallets: depositWalletsOf(processor),
    charge: depositChargeOf(processor, site.currency),
  }
}

/** The origin a payment intent records (§7 `origin`): the site the shopper is on. */
const originOf = (request: Request) => new URL(request.url).origin

/** Reserves the car (or records the model's order) of a succeeded deposit; what the page shows either way. */
export async function reserveWith(
  deposits: DepositsApi,
  paymentIntentId: string,
): Promise<CheckoutActionResult> {
  const reserved = await depositCall(() => deposits.reserve(paymentIntentId))
  return reserved.ok
    ? { reservation: { id: reserved.value } }
    : { error: depositFailureMessage(reserved.failure, 'reserve') }
}

export async function checkoutLoader(args: RouteArgs) {
  const { site, car } = await resolveCar(args)
  const { deposits } = getStorefront(args.context).platform
  // Back from a payment method that redirects (Stripe's return_url adds ?payment_intent=): the
  // platform reserves the car if Stripe says the payment succeeded (it is idempotent per intent).
  const returnedIntent = new URL(args.request.url).searchParams.get('payment_intent')
  const returned = returnedIntent ? await reserveWith(deposits, returnedIntent) : null
  if (returned?.reservation) {
    // The page shows the confirmation; the car itself is now reserved.
    const offer: CheckoutOffer = { kind: 'unavailable', reason: RESERVE_BLOCKER_MESSAGES.reserved }
    return { site, car, offer, returned }
  }
  return { site, car, offer: offerOf(site, car), returned }
}

/**
 * What the page offers, with no platform call: a Stripe payment starts only when the shopper presses
 * Pay (the action), so a visit, a reload or a crawler creates no payment (issue 13 item 5).
 */
function offerOf(site: SiteConfig, car: Car): CheckoutOffer {
  return checkoutOfferOf(offerBase(site, car))
}

export function checkoutOfferOf(base: OfferBase): CheckoutOffer {
  if (base.offer) return base.offer
  if (base.processor === 'test') return { kind: 'test' }
  return { kind: 'stripe', publishableKey: base.publishableKey, wallets: base.wallets, ...base.charge }
}

export async function checkoutAction(args: RouteArgs) {
  // Limits first (issue 14): a refused post starts, pays or reserves nothing.
  const { data: form, problem } = await readFormPost(args.request)
  if (problem) return data<CheckoutActionResult>({ error: problem.message }, { status: problem.status })
  return checkoutWith(args, form)
}

async function checkoutWith(args: RouteArgs, form: FormData): Promise<CheckoutActionResult> {
  const { site, car } = await resolveCar(args)
  return payDeposit(args.request, form, getStorefront(args.context).platform.deposits, {
    base: offerBase(site, car),
    subject: { dealershipId: car.dealership_id, carId: car.id },
  })
}

/** A deposit the checkout action takes: what its processor offers and what it pays for. */
export interface DepositTarget {
  base: OfferBase
  subject: DepositSubject & { dealershipId: number }
}

/**
 * The checkout action's three posts, the same for a car and a model: the local test payment, a
 * Stripe payment's start when the shopper presses Pay, and the reservation after Stripe's confirm.
 */
export async function payDeposit(
  request: Request,
  form: FormData,
  deposits: DepositsApi,
  { base, subject }: DepositTarget,
): Promise<CheckoutActionResult> {
  const intent = form.get('intent')
  if (intent === 'reserve') {
    // After Stripe's confirmPayment in the browser; the platform asks Stripe whether it succeeded.
    const paymentIntentId = String(form.get('payment_intent_id') ?? '')
    if (!paymentIntentId) return { error: depositFailureMessage('payment_incomplete', 'reserve') }
    return reserveWith(deposits, paymentIntentId)
  }
  if (intent === 'start-stripe') return startStripe(request, form, base, subject, deposits)
  if (intent !== 'test-payment') return { error: depositFailureMessage('unexpected', 'pay') }

  if (base.offer?.kind === 'unavailable') return { error: base.offer.reason }
  if (base.processor !== 'test') return { error: depositFailureMessage('unexpected', 'pay') }
  const fieldErrors = testCardErrors(form)
  if (fieldErrors) return { fieldErrors }
  const started = await depositCall(() => deposits.start({ ...subject, origin: originOf(request) }))
  if (!started.ok) return { error: depositFailureMessage(started.failure, 'start') }
  const paid = await depositCall(() => deposits.confirmTestPayment(started.value.paymentIntentId))
  if (!paid.ok) return { error: depositFailureMessage(paid.failure, 'pay') }
  return reserveWith(deposits, started.value.paymentIntentId)
}

/**
 * The shopper pressed Pay on the Stripe form, whose details Stripe has already checked: the payment
 * starts now, with the shopper's e-mail for Stripe's receipt and a refund notice, and the browser
 * confirms it with the client secret this answers.
 */
async function startStripe(
  request: Request,
  form: FormData,
  base: OfferBase,
  subject: DepositTarget['subject'],
  deposits: DepositsApi,
): Promise<CheckoutActionResult> {
  if (base.offer?.kind === 'unavailable') return { error: base.offer.reason }
  if (base.processor !== 'stripe') return { error: depositFailureMessage('unexpected', 'start') }
  const email = String(form.get('email') ?? '').trim()
  const emailError = validateEmail(email)
  if (emailError) return { fieldErrors: { email: emailError } }
  const started = await depositCall(() => deposits.start({ ...subject, origin: originOf(request), email }))
  if (!started.ok) return { error: depositFailureMessage(started.failure, 'start') }
  if (started.value.processor !== 'stripe') return { error: depositFailureMessage('unexpected', 'start') }
  return {
    started: { clientSecret: started.value.clientSecret, paymentIntentId: started.value.paymentIntentId },
  }
}
