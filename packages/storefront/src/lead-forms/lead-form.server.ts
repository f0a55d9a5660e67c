// Loader and action of the lead form route. The action runs the form engine's post handler, so a
// form posted without JavaScript and one sent by the hydrated page take the same path (§4).
import { randomUUID } from 'node:crypto'
import {
  type Car,
  canValuate,
  findSimilarMessage,
  isAvailable,
  type ListingKind,
  locationSlug,
  type SiteConfig,
  VALUATION_PREFILL_FIELDS,
} from '@forecourt/domain'
import {
  type FormOption,
  type FormValues,
  formContextOf,
  handleLeadPost,
  LEAD_FORMS,
  type LeadFormId,
  type LeadPostResult,
  multiStepReducer,
  type SendLead,
} from '@forecourt/forms'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { type FormPostProblem, readFormPost } from '../form-posts/read-form-post.server.js'
import { pageUrlOf } from '../page-url.js'
import { fromPlatform, getStorefront, type StorefrontErrorData } from '../tenant/site-context.server.js'
import { CONTACT_CAR_PARAM, leadFormIdOf, leadFormParamsOf } from './lead-form-routes.js'
import { leadSenderFor, notSentYet } from './lead-sender.server.js'
import { testDriveLocation, testDriveTimeOptions } from './test-drive-times.server.js'

interface RouteArgs {
  request: Request
  params: Record<string, string | undefined>
  context: Readonly<RouterContextProvider>
}

const notFound = () => data<StorefrontErrorData>({ kind: 'page_not_found' }, { status: 404 })

/** Forms that take up a car another way than buying it, each only for a car listed so (issue 11). */
const LISTING_FORMS: Partial<Record<LeadFormId, ListingKind>> = {
  subscribe: 'subscription',
  'rental-booking': 'rental',
}

/**
 * Vehicle fields a link may fill in from its query string: the garage's valuation and service
 * links (issue 16). Each value is cut to a field's length; the form still checks it on submit.
 */
const PREFILL_FIELDS: Partial<Record<LeadFormId, readonly string[]>> = {
  'sell-your-car': Object.values(VALUATION_PREFILL_FIELDS),
  service: ['Rego', 'Vehicle Make', 'Vehicle Model'],
}
const PREFILL_MAX_LENGTH = 40

interface ResolvedPage {
  formId: LeadFormId
  site: SiteConfig
  car: Car | null
  initialValues: FormValues
  /** The free times a test drive offers, fetched on every visit and post (issue 16 row 13). */
  testDriveTimes: FormOption[]
}

async function resolvePage({ request, params, context }: RouteArgs): Promise<ResolvedPage> {
  const { site, platform } = getStorefront(context)
  const url = new URL(request.url)
  const formId = leadFormIdOf(url.pathname, site.config.pages)
  if (!formId) throw notFound()
  const definition = LEAD_FORMS[formId]
  const initialValues: FormValues = {}

  let car: Car | null = null
  if (formId === 'trade-in') {
    const id = Number(url.searchParams.get('car_id'))
    // /cars/trade-in?car_id= names an id: the platform's by-id lookup, one call (no stock paging).
    car = Number.isInteger(id) && id > 0 ? await fromPlatform(() => platform.getCarById(site.slug, id)) : null
    // §2: the trade-in page shows only for a car that allows it.
    if (!car || !canValuate(car)) throw notFound()
  } else if (params.slug) {
    car = await fromPlatform(() => platform.getCar(site.slug, params.slug ?? ''))
    if (!car) throw data<StorefrontErrorData>({ kind: 'car_not_found' }, { status: 404 })
    if (formId === 'find-similar') initialValues.message = findSimilarMessage(car.name)
    // A car for sale is not subscribed to, and a taken car is not booked: the page is not there.
    const listing = LISTING_FORMS[formId]
    if (listing && (car.listing.kind !== listing || !isAvailable(car))) throw notFound()
  } else if (definition.needsCar) throw notFound()
  else if (formId === 'contact' && url.searchParams.get(CONTACT_CAR_PARAM)) {
    // A dealer's fixed contact page for Enquire Now (§2) keeps the car the shopper asked about;
    // a car that is gone leaves a plain contact form rather than an error.
    car = await fromPlatform(() => platform.getCar(site.slug, url.searchParams.get(CONTACT_CAR_PARAM) ?? ''))
  }

  for (const name of PREFILL_FIELDS[formId] ?? []) {
    const value = url.searchParams.get(name)?.trim().slice(0, PREFILL_MAX_LENGTH)
    if (value) initialValues[name] = value
  }

  if (params.location) {
    // /email-us/{slug} names a location by its own slug; /contact-us/{slug} by its name's (§2).
    const location =
      site.locations.find((candidate) => candidate.slug === params.location) ??
      site.locations.find((candidate) => locationSlug(candidate.name) === params.location)
    if (!location) throw notFound()
    initialValues.location = location.name
  }
  const testDriveTimes =
    formId === 'test-drive'
      ? await testDriveTimeOptions(platform.leads, site.slug, testDriveLocation(site, car))
      : []
  return { formId, site, car, initialValues, testDriveTimes }
}

export async function leadFormLoader(args: RouteArgs) {
  const { formId, site, car, initialValues, testDriveTimes } = await resolvePage(args)
  return { formId, site, car, initialValues, testDriveTimes, clientKey: randomUUID() }
}

/** The status of a `data(…, { status })` that resolvePage threw (a 404, the platform's 503), if any. */
const thrownStatus = (error: unknown) => (error as { init?: { status?: number } } | null)?.init?.status

/** A lead form page's path is short; anything longer is not one. */
const DIALOG_PATH_MAX_LENGTH = 300
/** The form's data is this shopper's visit (its client key): no cache may keep it. */
const NOT_STORED = { 'cache-control': 'private, no-store' }

/**
 * GET /api/lead-form?path=/cars/{slug}/enquire: what the form page at that path would load, for the
 * dialog that shows the form over the page it was opened from (§2 Modals). The site is the page's
 * own; a path that is no lead form page, or whose car or location is gone, answers its status for
 * the dialog to open the page itself, which says why.
 */
export async function leadFormDialogLoader({ request, context }: Omit<RouteArgs, 'params'>) {
  const path = new URL(request.url).searchParams.get('path') ?? ''
  const onThisSite = path.length <= DIALOG_PATH_MAX_LENGTH && path.startsWith('/')
  // The parser, not a pattern, says whose the path is: '/\\host' reads as '//host', another site.
  const url = new URL(onThisSite ? path : '//invalid', request.url)
  if (url.origin !== new URL(request.url).origin)
    return data({ error: 'path must be a path on this site' }, { status: 400, headers: NOT_STORED })
  try {
    const { formId, car, initialValues, testDriveTimes } = await resolvePage({
      request: new Request(url, { headers: request.headers }),
      params: leadFormParamsOf(url.pathname),
      context,
    })
    return data(
      { formId, car, initialValues, testDriveTimes, clientKey: randomUUID() },
      { headers: NOT_STORED },
    )
  } catch (error) {
    const status = thrownStatus(error)
    if (!status) throw error
    return data({ error: 'the form page answers this itself' }, { status, headers: NOT_STORED })
  }
}

/** Marks a post sent by the hydrated page (see @forecourt/forms/react ENHANCED_FIELD). */
const ENHANCED_FIELD = '_js'

/** Says why a refused post (form-posts/read-form-post.server.ts) was not sent, instead of sending it. */
const refusing =
  (problem: FormPostProblem): SendLead =>
  async () => ({ ok: false, message: problem.message })

/** The form again with what could be kept of a refused post and why: the other answers stay. */
function refused(result: LeadPostResult, problem: FormPostProblem) {
  const error = problem.field ? 'This form was not sent. Check the answer marked below.' : problem.message
  return data(
    {
      ...result,
      state: multiStepReducer(result.state, { type: 'failed', error }),
      errors: problem.field ? { ...result.errors, [problem.field]: problem.message } : result.errors,
    },
    { status: problem.status },
  )
}

/** The names of a form's file fields: the only parts of a post that may be files (issue 16 row 15). */
const fileFieldsOf = (formId: LeadFormId | null) =>
  formId
    ? LEAD_FORMS[formId].steps.flatMap((step) =>
        step.fields.filter((field) => field.type === 'file').map((field) => field.name),
      )
    : []

export async function leadFormAction(args: RouteArgs) {
  const { site, platform } = getStorefront(args.context)
  const postedTo = leadFormIdOf(new URL(args.request.url).pathname, site.config.pages)
  const { data: formData, problem } = await readFormPost(args.request, { fileFields: fileFieldsOf(postedTo) })
  let page: ResolvedPage
  try {
    page = await resolvePage(args)
  } catch (error) {
    // The platform failed while the shopper was submitting: answer with the failure and their
    // values rather than an error page, so nothing they typed is lost (§4, §8).
    const formId = leadFormIdOf(new URL(args.request.url).pathname, site.config.pages)
    const status = thrownStatus(error)
    if (status !== 503 || !formId) throw error
    return handleLeadPost({
      definition: LEAD_FORMS[formId],
      context: formContextOf(site, null),
      data: formData,
      send: async () => notSentYet(),
      newClientKey: randomUUID,
    })
  }
  const { formId, car, testDriveTimes } = page
  const definition = LEAD_FORMS[formId]
  // The page the shopper sent it from, for the dealer (§3 page_id): the page's path, not the
  // `.data` URL a hydrated form posts to.
  // The times as they are now: one taken since the page was shown is refused beside its field.
  const context = formContextOf(site, car, pageUrlOf(args.request).pathname, testDriveTimes)
  const send = problem ? refusing(problem) : leadSenderFor(platform.leads, site.slug)
  const result = await handleLeadPost({ definition, context, data: formData, send, newClientKey: randomUUID })
  if (problem) return refused(result, problem)
  if (result.success && formData.get(ENHANCED_FIELD) !== '1') {
    // Without JavaScript nothing can be stored in the browser: /success reads the query instead.
    const query = new URLSearchParams({
      category: result.success.category,
      event: String(result.success.eventId),
    })
    if (result.success.car) query.set('car', result.success.car.slug)
    throw redirect(`/success?${query}`)
  }
  return result
}
