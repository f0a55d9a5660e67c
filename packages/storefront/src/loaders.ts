// Loaders of the template apps' routes. Each reads the site resolved by the middleware.
import { data, type RouterContextProvider } from 'react-router'
import { fromPlatform, getStorefront, type StorefrontErrorData } from './site-context.js'

interface LoaderArgs {
  request: Request
  params: Record<string, string | undefined>
  context: Readonly<RouterContextProvider>
}

export async function rootLoader({ context }: LoaderArgs) {
  const { site } = getStorefront(context)
  return { site, year: new Date().getFullYear() }
}

const HOME_FEATURED_CARS = 6

export async function homeLoader({ context }: LoaderArgs) {
  const { site, platform } = getStorefront(context)
  const page = await fromPlatform(() =>
    platform.listCars(site.slug, { page: 1, perPage: HOME_FEATURED_CARS }),
  )
  return { site, cars: page?.cars ?? [], totalCars: page?.total ?? 0, now: new Date().toISOString() }
}

export async function carDetailLoader({ params, context }: LoaderArgs) {
  const { site, platform } = getStorefront(context)
  const slug = params.slug ?? ''
  const car = await fromPlatform(() => platform.getCar(site.slug, slug))
  if (!car) throw data<StorefrontErrorData>({ kind: 'car_not_found' }, { status: 404 })
  return { site, car, now: new Date().toISOString() }
}

export function notFoundLoader(): never {
  throw data<StorefrontErrorData>({ kind: 'page_not_found' }, { status: 404 })
}
