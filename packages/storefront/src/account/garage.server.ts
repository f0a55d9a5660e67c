// Loader and action of /garage (issue 16 row 1): the signed-in shopper's own vehicles on this
// dealer's site, as its `garage_settings` describe. A site with the garage off has no such page.
import {
  checkGarageVehicle,
  GARAGE_PATH,
  GARAGE_VEHICLE_FIELDS,
  type GarageVehicleField,
  garageFieldMode,
} from '@forecourt/domain'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { readFormPost } from '../form-posts/read-form-post.server.js'
import { personal } from '../frame/cache-policy.js'
import type { GarageVehicleFields } from '../platform/account-api.server.js'
import { fromPlatform, getStorefront, type StorefrontErrorData } from '../tenant/site-context.server.js'
import { garageSignInHref, refusable } from './account.server.js'

interface Args {
  request: Request
  context: Readonly<RouterContextProvider>
}

/** What the garage form shows again after a refused post: the message, each field's problem, what was typed. */
export interface GarageActionData {
  message?: string
  errors: Partial<Record<GarageVehicleField, string>>
  values: GarageVehicleFields
}

const pageNotFound = () => data<StorefrontErrorData>({ kind: 'page_not_found' }, { status: 404 })

/** The site, its account client and the shopper's cookie; 404 on a site without the garage. */
function garageOf(context: Args['context'], request: Request) {
  const { site, platform } = getStorefront(context)
  if (!site.garage_enabled) throw pageNotFound()
  return { site, client: platform.account, cookie: request.headers.get('cookie') }
}

export async function garageLoader({ request, context }: Args) {
  const { site, client, cookie } = garageOf(context, request)
  const user = await fromPlatform(() => client.session(cookie))
  if (!user) throw redirect(garageSignInHref())
  const result = await refusable(() => client.garage(cookie, site.slug))
  if (!result.ok) {
    if (result.status === 404) throw pageNotFound()
    throw redirect(garageSignInHref())
  }
  return data(
    { site, phone: user.phone, vehicles: result.value.vehicles, maxVehicles: result.value.maxVehicles },
    { headers: personal() },
  )
}

/**
 * The garage's forms: add a vehicle (checked here with the site's settings first, then by the
 * platform), remove one, each answered with a redirect back to the page so a plain form post
 * works without JavaScript and a reload never posts twice.
 */
export async function garageAction({
  request,
  context,
}: Args): Promise<GarageActionData | ReturnType<typeof data<GarageActionData>>> {
  const { site, client, cookie } = garageOf(context, request)
  const { data: form, problem } = await readFormPost(request)
  const values: GarageVehicleFields = {}
  for (const field of GARAGE_VEHICLE_FIELDS) {
    if (garageFieldMode(site.garage_settings, field) !== 'hidden')
      values[field] = String(form.get(field) ?? '')
  }
  if (problem) {
    const errors = problem.field && isVehicleField(problem.field) ? { [problem.field]: problem.message } : {}
    return data<GarageActionData>({ message: problem.message, errors, values }, { status: problem.status })
  }
  const user = await fromPlatform(() => client.session(cookie))
  if (!user) throw redirect(garageSignInHref())

  if (form.get('intent') === 'remove') {
    const id = Number(form.get('vehicle_id'))
    const removed = await refusable(() => client.removeGarageVehicle(cookie, site.slug, id))
    // Already gone (another tab) is what the shopper wanted: the page shows the garage as it is.
    if (!removed.ok && removed.status !== 404) {
      return data<GarageActionData>(
        { message: removed.message, errors: {}, values: {} },
        { status: removed.status },
      )
    }
    throw redirect(GARAGE_PATH)
  }

  const checked = checkGarageVehicle(values, site.garage_settings)
  if (!checked.ok) return data<GarageActionData>({ errors: checked.errors, values }, { status: 400 })
  const added = await refusable(() => client.addGarageVehicle(cookie, site.slug, values))
  if (!added.ok) {
    if (added.status === 401) throw redirect(garageSignInHref())
    const errors = Object.fromEntries(Object.entries(added.fields).filter(([name]) => isVehicleField(name)))
    return data<GarageActionData>({ message: added.message, errors, values }, { status: added.status })
  }
  throw redirect(GARAGE_PATH)
}

const isVehicleField = (name: string): name is GarageVehicleField =>
  (GARAGE_VEHICLE_FIELDS as readonly string[]).includes(name)
