// Loader and action of a new-car model's deposit (issue 16 row 11): /models/{slug}/checkout (or the
// site's buy-online). The same offers and posts as a car's checkout (checkout.server.ts); what is
// paid for is the model, through the processors its site's dealership takes model deposits with.
import {
  depositProcessorOf,
  type PaymentProcessor,
  reserveAmountLabel,
  type SiteConfig,
} from '@forecourt/domain'
import { data, type RouterContextProvider } from 'react-router'
import { readFormPost } from '../form-posts/read-form-post.server.js'
import type { SiteModel } from '../platform/catalogue-api.server.js'
import { fromPlatform, getStorefront, type StorefrontErrorData } from '../tenant/site-context.server.js'
import {
  type CheckoutActionResult,
  type CheckoutOffer,
  checkoutOfferOf,
  checkoutSegmentOf,
  type DepositTarget,
  payDeposit,
  processorOfferBase,
  reserveWith,
} from './checkout.server.js'

interface RouteArgs {
  request: Request
  params: Record<string, string | undefined>
  context: Readonly<RouterContextProvider>
}

/** The dealership of a site that takes model deposits, and the processor it takes them through. */
export interface ModelDeposit {
  dealershipId: number
  processor: PaymentProcessor
}

/** A model deposit is offered only where checkout is on (§5) and a dealership has a processor with a key. */
export function modelDepositOf(site: SiteConfig): ModelDeposit | null {
  if (!site.features.checkout) return null
  for (const dealership of site.dealerships) {
    const processor = depositProcessorOf(dealership.payment_processors)
    if (processor) return { dealershipId: dealership.id, processor }
  }
  return null
}

/** The model page's "Reserve this model" action, or null where the model takes no deposit. */
export function modelReserveActionOf(
  site: SiteConfig,
  model: Pick<SiteModel, 'id' | 'slug'>,
): { href: string; label: string } | null {
  const deposit = modelDepositOf(site)
  if (!deposit || model.id === null) return null
  const amount = reserveAmountLabel([deposit.processor], site.currency)
  return {
    href: modelCheckoutPath(site, model),
    label: amount ? `Reserve this model ${amount}` : 'Reserve this model',
  }
}

export const modelCheckoutPath = (site: SiteConfig, model: Pick<SiteModel, 'slug'>) =>
  `/models/${model.slug}/${site.features.checkout_path}`

const NO_MODEL_DEPOSIT = 'The dealer does not take deposits online for this model.'

type DepositModel = SiteModel & { id: number }

async function resolveModel({
  request,
  params,
  context,
}: RouteArgs): Promise<{ site: SiteConfig; model: DepositModel }> {
  const { site, platform } = getStorefront(context)
  const notFound = () => data<StorefrontErrorData>({ kind: 'page_not_found' }, { status: 404 })
  if (!site.features.checkout) throw notFound()
  if (checkoutSegmentOf(new URL(request.url)) !== site.features.checkout_path) throw notFound()
  const models = await fromPlatform(() => platform.listModels(site.slug))
  const model = models.find((entry) => entry.slug === params.slug)
  if (!model || model.id === null) throw notFound()
  return { site, model: { ...model, id: model.id } }
}

function targetOf(site: SiteConfig, model: DepositModel): DepositTarget | null {
  const deposit = modelDepositOf(site)
  if (!deposit) return null
  return {
    base: processorOfferBase(site, deposit.processor, NO_MODEL_DEPOSIT),
    subject: { dealershipId: deposit.dealershipId, modelId: model.id },
  }
}

export async function modelCheckoutLoader(args: RouteArgs) {
  const { site, model } = await resolveModel(args)
  const { deposits } = getStorefront(args.context).platform
  const deposit = modelDepositOf(site)
  const processors = deposit ? [deposit.processor] : []
  // Back from a payment method that redirects (Stripe's return_url adds ?payment_intent=).
  const returnedIntent = new URL(args.request.url).searchParams.get('payment_intent')
  const returned = returnedIntent ? await reserveWith(deposits, returnedIntent) : null
  const target = targetOf(site, model)
  const offer: CheckoutOffer = target
    ? checkoutOfferOf(target.base)
    : { kind: 'unavailable', reason: NO_MODEL_DEPOSIT }
  return { site, model, processors, offer, returned }
}

export async function modelCheckoutAction(args: RouteArgs) {
  // Limits first (issue 14): a refused post starts, pays or records nothing.
  const { data: form, problem } = await readFormPost(args.request)
  if (problem) return data<CheckoutActionResult>({ error: problem.message }, { status: problem.status })
  const { site, model } = await resolveModel(args)
  const target = targetOf(site, model)
  if (!target) return { error: NO_MODEL_DEPOSIT }
  return payDeposit(args.request, form, getStorefront(args.context).platform.deposits, target)
}
