// Loaders and actions of /sign-in, /watchlist and the storefront's /api/watchlist/* (§2, §5, §7):
// sign-in by phone with a one-time code, the signed-in shopper's watchlist, save and remove.
import { GARAGE_PATH, validatePhone } from '@forecourt/domain'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { readFormPost } from '../form-posts/read-form-post.server.js'
import type { AccountApi } from '../platform/account-api.server.js'
import { PlatformRejectedError } from '../platform/platform-errors.js'
import { fromPlatform, getStorefront } from '../tenant/site-context.server.js'
import { safeReturnPath } from './safe-return-path.js'
import { ENHANCED_WATCHLIST_FIELD, WATCHLIST_PATH, type WatchlistActionData } from './watchlist-form.js'

interface Args {
  request: Request
  params: Record<string, string | undefined>
  context: Readonly<RouterContextProvider>
}

/** The sign-in page that brings the shopper back to `returnPath` (§2: type=watchlist, redirect). */
export const watchlistSignInHref = (returnPath: string) =>
  `/sign-in?${new URLSearchParams({ type: 'watchlist', redirect: returnPath })}`

/** The sign-in page for the garage (issue 16), coming back to it. */
export const garageSignInHref = () =>
  `/sign-in?${new URLSearchParams({ type: 'garage', redirect: GARAGE_PATH })}`

function accountOf(context: Args['context']): {
  client: AccountApi
  site: ReturnType<typeof getStorefront>['site']
} {
  const { site, platform } = getStorefront(context)
  return { client: platform.account, site }
}

/**
 * Runs an account call: an outage becomes the 503 page (fromPlatform); a refusal is answered as
 * the platform's message and first message per field, for the page to show beside its fields.
 */
export async function refusable<T>(
  call: () => Promise<T>,
): Promise<
  { ok: true; value: T } | { ok: false; status: number; message: string; fields: Record<string, string> }
> {
  try {
    return { ok: true, value: await fromPlatform(call) }
  } catch (error) {
    if (!(error instanceof PlatformRejectedError)) throw error
    return { ok: false, status: error.status, message: error.message, fields: { ...error.fields } }
  }
}

const cookieOf = (request: Request) => request.headers.get('cookie')

/** Response headers carrying the platform's Set-Cookie lines to the browser. */
function passCookies(setCookie: readonly string[]): Headers {
  const headers = new Headers()
  for (const line of setCookie) headers.append('set-cookie', line)
  return headers
}

export type SignInStep =
  | { step: 'phone'; phone: string; errors: Record<string, string>; message?: string }
  | {
      step: 'code'
      phone: string
      errors: Record<string, string>
      message?: string
      expiresInMinutes?: number
    }

export async function signInLoader({ request, context }: Args) {
  const { client, site } = accountOf(context)
  const url = new URL(request.url)
  const returnPath = safeReturnPath(url.searchParams.get('redirect'))
  if (await fromPlatform(() => client.session(cookieOf(request)))) throw redirect(returnPath)
  return {
    site,
    forWatchlist: url.searchParams.get('type') === 'watchlist',
    forGarage: url.searchParams.get('type') === 'garage',
    returnPath,
    backPath: safeReturnPath(url.searchParams.get('back'), returnPath),
  }
}

/** An action's answer with a status of its own (a refused post's 400 or 415). */
type WithStatus<T> = ReturnType<typeof data<T>>

export async function signInAction({ request, context }: Args): Promise<SignInStep | WithStatus<SignInStep>> {
  const { client } = accountOf(context)
  const { data: form, problem: refused } = await readFormPost(request)
  const phone = String(form.get('phone') ?? '').trim()
  if (refused) {
    const step = form.get('intent') === 'verify' ? 'code' : 'phone'
    const errors = refused.field ? { [refused.field]: refused.message } : {}
    return data<SignInStep>({ step, phone, errors, message: refused.message }, { status: refused.status })
  }
  if (form.get('intent') === 'verify') {
    const code = String(form.get('code') ?? '').trim()
    if (!/^\d{6}$/.test(code)) return { step: 'code', phone, errors: { code: 'Enter the 6 digits we sent' } }
    const result = await refusable(() => client.verifyCode(phone, code))
    if (result.ok) {
      throw redirect(safeReturnPath(new URL(request.url).searchParams.get('redirect')), {
        headers: passCookies(result.value.setCookie),
      })
    }
    return { step: 'code', phone, errors: result.fields, message: result.message }
  }
  const problem = validatePhone(phone)
  if (problem) return { step: 'phone', phone, errors: { phone: problem } }
  const result = await refusable(() => client.requestCode(phone))
  return result.ok
    ? { step: 'code', phone, errors: {}, expiresInMinutes: Math.round(result.value / 60) }
    : { step: 'phone', phone, errors: result.fields, message: result.message }
}

export async function watchlistLoader({ request, context }: Args) {
  const { client, site } = accountOf(context)
  const cookie = cookieOf(request)
  const user = await fromPlatform(() => client.session(cookie))
  if (!user) throw redirect(watchlistSignInHref(WATCHLIST_PATH))
  const result = await refusable(() => client.watchlist(cookie, site.slug))
  if (!result.ok) throw redirect(watchlistSignInHref(WATCHLIST_PATH))
  return { site, phone: user.phone, cars: result.value, now: new Date().toISOString() }
}

/**
 * The watchlist forms: Remove on the watchlist page, Save / Saved on a car page (intent save or
 * remove, with the page to come back to), and Sign out. Without a session a save goes to sign-in
 * and comes back (§5). A plain form post comes back to its page; a script's gets data.
 */
export async function watchlistAction({
  request,
  context,
}: Args): Promise<WatchlistActionData | WithStatus<WatchlistActionData>> {
  const { client } = accountOf(context)
  const cookie = cookieOf(request)
  const { data: form, problem } = await readFormPost(request)
  if (problem) return data<WatchlistActionData>({ error: problem.message }, { status: problem.status })
  const intent = form.get('intent')
  if (intent === 'sign-out') {
    const result = await refusable(() => client.signOut(cookie))
    throw redirect('/', { headers: passCookies(result.ok ? result.value : []) })
  }
  const returnPath = safeReturnPath(String(form.get('return') ?? ''), WATCHLIST_PATH)
  const user = await fromPlatform(() => client.session(cookie))
  if (!user) throw redirect(watchlistSignInHref(returnPath))
  const carId = Number(form.get('car_id'))
  const save = intent === 'save'
  const result = await refusable(() =>
    client.changeWatchlist(cookie, save ? 'save-car' : 'remove-car', {
      phone_number: user.phone,
      car_id: carId,
    }),
  )
  if (!result.ok) return { error: result.message }
  if (form.get(ENHANCED_WATCHLIST_FIELD) !== '1' && returnPath !== WATCHLIST_PATH) throw redirect(returnPath)
  return { saved: save, carId }
}

/**
 * Whether a car is on the signed-in shopper's watchlist, for a site that keeps favourites on the
 * server; null for a site that keeps them in the browser. Anonymous shoppers have none saved.
 */
export async function watchlistedOnCarPage(
  request: Request,
  context: Args['context'],
  carId: number,
): Promise<boolean | null> {
  const { client, site } = accountOf(context)
  if (site.features.favourites_storage !== 'watchlist') return null
  const cookie = cookieOf(request)
  if (!cookie) return false
  const result = await refusable(() => client.watchlist(cookie, site.slug))
  return result.ok && result.value.some((car) => car.id === carId)
}

/**
 * POST /api/watchlist/save-car and /remove-car (§7): JSON `phone_number`, `car_id`; answers the
 * success flag. `phone_number` may be left out: the signed-in shopper's phone is used. Without a session the answer is 401 with where to sign in (§5 'else redirect to
 * sign-in'), the page the shopper was on as the way back.
 */
export async function watchlistApiAction({ request, params, context }: Args) {
  const change = params.change
  if (change !== 'save-car' && change !== 'remove-car') throw data({ success: false }, { status: 404 })
  const { client } = accountOf(context)
  // JSON only: a page of another site can post a form (text/plain) but not JSON without asking.
  if (!request.headers.get('content-type')?.startsWith('application/json')) {
    return data({ success: false, message: 'Send the change as JSON' }, { status: 415 })
  }
  const body = (await request.json().catch(() => null)) as { phone_number?: unknown; car_id?: unknown } | null
  const referer = request.headers.get('referer')
  const returnPath = referer ? safeReturnPath(new URL(referer, request.url).pathname) : '/'
  const cookie = cookieOf(request)
  // A page's button knows the car, not the phone: the session's phone stands in when none is sent.
  const phone =
    typeof body?.phone_number === 'string'
      ? body.phone_number
      : ((await fromPlatform(() => client.session(cookie)))?.phone ?? '')
  const result = await refusable(() =>
    client.changeWatchlist(cookie, change, {
      phone_number: phone,
      car_id: typeof body?.car_id === 'number' ? body.car_id : Number.NaN,
    }),
  )
  if (result.ok) return data({ success: result.value })
  if (result.status === 401)
    return data({ success: false, sign_in: watchlistSignInHref(returnPath) }, { status: 401 })
  return data({ success: false, message: result.message, fields: result.fields }, { status: result.status })
}
