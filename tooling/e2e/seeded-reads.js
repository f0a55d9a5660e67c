// The run's servers, and its seeded database read through the platform's API, so a spec compares
// the page with the data. The Playwright config (template-app-config.js) puts this run's ports in
// the environment, which its workers inherit: the same spec reads whichever app's run it is in.

function runPort(name) {
  const port = process.env[name]
  if (!port) throw new Error(`${name} is unset: read the run's servers from a spec, after the config`)
  return port
}

/** This run's platform, e.g. http://127.0.0.1:4100. */
export const platformUrl = () => `http://127.0.0.1:${runPort('E2E_PLATFORM_PORT')}`

/** The URL of a demo site (by slug) on this run's app server. */
export const siteUrl = (slug, path = '/') => `http://${slug}.localhost:${runPort('E2E_APP_PORT')}${path}`

async function platformJson(path) {
  const response = await fetch(`${platformUrl()}${path}`)
  if (!response.ok) throw new Error(`platform answered ${response.status} for ${path}`)
  return response.json()
}

/** A page of a site's stock, as its pages list it. */
export const carsOf = (site, page = 1, perPage = 21) =>
  platformJson(`/v1/sites/${site}/cars?page=${page}&per_page=${perPage}`)

/** A demo site's configuration as the platform serves it. */
export const siteOf = async (slug) => (await platformJson(`/v1/sites/${slug}`)).site

/** The first vehicle of a site, a page of 100 at a time, that `wanted` picks; throws when none does. */
export async function carWhere(site, wanted) {
  for (let page = 1; ; page++) {
    const { cars, total_pages } = await carsOf(site, page, 100)
    const car = cars.find(wanted)
    if (car) return car
    if (page >= total_pages) throw new Error(`no such vehicle on ${site}`)
  }
}

/** A vehicle of the site that its search lists (§2: hidden ones are left out of the index). */
export const listedCarWhere = (site, wanted) =>
  carWhere(site, (car) => car.show_on_dealer_website && wanted(car))

/**
 * An available vehicle of the site (of `carType` when given): one for sale has a real price; a
 * subscription or rental has none, its rates are in its listing.
 */
export const availableCar = (site, carType) =>
  carWhere(
    site,
    (car) =>
      !car.sold &&
      !car.reserved &&
      car.status === 'in_stock' &&
      (car.listing.kind !== 'sale' || car.price > 200) &&
      (!carType || car.car_type === carType),
  )

/** The facet value with the most vehicles, for a path that must show several pages of stock. */
export function topValue(answer, facet) {
  const [value] = Object.entries(answer.facets?.[facet] ?? {}).sort((a, b) => b[1] - a[1])[0] ?? []
  if (!value) throw new Error(`no ${facet} values in the index`)
  return value
}

/** The listing's count as a shopper reads it, in the family's words ('Showing 1–21 of 48 trucks'). */
export const statusText = (total, page = 1, vocabulary = { plural: 'cars' }) =>
  total === 0
    ? `No ${vocabulary.plural} match your search.`
    : `Showing ${(page - 1) * 21 + 1}–${Math.min(page * 21, total)} of ${total} ${vocabulary.plural}`
