// The cars behind a shopper's saved ids (GET /favourites/cars?ids=1,2,3), for the favourites and
// compare pages: local favourites live in the browser, so the page asks after it has read them.
import type { RouterContextProvider } from 'react-router'
import { PlatformUnavailableError } from '../platform/platform-client.server.js'
import { getStorefront } from '../tenant/site-context.server.js'
import { SAVED_CARS_LIMIT } from './favourites-paths.js'

const NO_STORE = { 'cache-control': 'no-store' }

/** `1,2,3` to distinct positive ids, at most SAVED_CARS_LIMIT; anything else is not an id. */
export function parseSavedIds(value: string | null): number[] {
  if (!value) return []
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  return [...new Set(ids)].slice(0, SAVED_CARS_LIMIT)
}

interface SavedCarsLoaderArgs {
  request: Request
  context: Readonly<RouterContextProvider>
}

/** A resource route: JSON for the page's fetch, 503 when the platform is down (storage kept as is). */
export async function savedCarsLoader({ request, context }: SavedCarsLoaderArgs): Promise<Response> {
  const { site, platform } = getStorefront(context)
  const ids = parseSavedIds(new URL(request.url).searchParams.get('ids'))
  let found: Awaited<ReturnType<typeof platform.getCarById>>[]
  try {
    found = await Promise.all(ids.map((id) => platform.getCarById(site.slug, id)))
  } catch (error) {
    if (!(error instanceof PlatformUnavailableError)) throw error
    console.error(`[storefront] ${error.message}`)
    return Response.json({ error: 'platform_unavailable' }, { status: 503, headers: NO_STORE })
  }
  return Response.json(
    {
      cars: found.filter((car) => car !== null),
      // Unknown or deleted cars: the page drops them from storage.
      missing: ids.filter((_, index) => found[index] === null),
    },
    { headers: NO_STORE },
  )
}
