// Loaders of the saved-cars pages and the print page. The saved cars themselves live in the
// browser, so the favourites and compare loaders only hand over the site.
import { data, type RouterContextProvider } from 'react-router'
import { fromPlatform, getStorefront, type StorefrontErrorData } from '../tenant/site-context.server.js'

interface LoaderArgs {
  request: Request
  context: Readonly<RouterContextProvider>
}

export function savedCarsPageLoader({ context }: LoaderArgs) {
  const { site } = getStorefront(context)
  return { site, now: new Date().toISOString() }
}

/** /print?car_id={slug} (§2): the car by its slug; 404 for an unknown or missing one. */
export async function printLoader({ request, context }: LoaderArgs) {
  const { site, platform } = getStorefront(context)
  const slug = new URL(request.url).searchParams.get('car_id')?.trim() ?? ''
  const car = slug ? await fromPlatform(() => platform.getCar(site.slug, slug)) : null
  if (!car) throw data<StorefrontErrorData>({ kind: 'car_not_found' }, { status: 404 })
  return { site, car }
}
