// POST /api/phone-reveal: the car page's phone reveal, forwarded to the platform (§4, §7). Errors
// are logged only (§8): the shopper already sees the number, whatever the answer.
import { data, type RouterContextProvider } from 'react-router'
import { PlatformRejectedError } from '../platform/platform-client.server.js'
import { getStorefront } from '../tenant/site-context.server.js'

interface Args {
  request: Request
  context: Readonly<RouterContextProvider>
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0

/**
 * Records a reveal of `car_id`'s phone for `dealership_id` on the site the request came to: the
 * website is the resolved site, never one the browser names, so a page cannot count reveals for
 * another dealer's site. Only JSON is accepted, so another site's plain form cannot post here.
 */
export async function phoneRevealAction({ request, context }: Args) {
  const { site, platform } = getStorefront(context)
  if (!request.headers.get('content-type')?.startsWith('application/json')) {
    return data({ recorded: false }, { status: 415 })
  }
  const body = (await request.json().catch(() => null)) as {
    car_id?: unknown
    dealership_id?: unknown
  } | null
  const carId = body?.car_id
  const dealershipId = body?.dealership_id
  if (!isId(carId) || !isId(dealershipId)) {
    console.error(
      `[storefront] phone reveal on ${site.slug} not recorded: car_id and dealership_id must be ids`,
    )
    return data({ recorded: false }, { status: 400 })
  }
  try {
    await platform.recordPhoneReveal({ car_id: carId, dealership_id: dealershipId, website_id: site.slug })
    return data({ recorded: true }, { status: 201 })
  } catch (error) {
    const reason = error instanceof PlatformRejectedError ? error.detail : (error as Error).message
    console.error(`[storefront] phone reveal of car ${carId} on ${site.slug} not recorded: ${reason}`)
    return data({ recorded: false }, { status: error instanceof PlatformRejectedError ? error.status : 503 })
  }
}
