// Page metadata (§3) and structured data (§9) as the server renders them — JavaScript off, so what
// is checked is the HTML — compared with the platform's data: the home page's site graph
// (AutoDealer, Organization, WebSite with its search, a LocalBusiness per visible location with
// hours grouped Mo-Fr, Sa, Su), a location page's LocalBusiness, and a car page's Car with its
// offer and the assistant-facing tags. On the trucks demo site: a truck is a schema.org Vehicle,
// its listing and keywords speak of trucks, and the parts counter keeps weekday hours only.
import {
  canReserve,
  familyProfileOf,
  type Location,
  type OpeningHour,
  type SiteConfig,
} from '@forecourt/domain'
import { carWhere, escapeRegExp, siteOf } from '@forecourt/e2e-config'
import { expect, type Page, test } from '@playwright/test'

test.use({ javaScriptEnabled: false })

const SITE = 'big-rig-trucks'
const { schemaOrgType, vocabulary } = familyProfileOf('trucks')

type Node = Record<string, unknown>

/** Every JSON-LD block of the page, parsed: a block that is not valid JSON fails here. */
async function jsonLdOf(page: Page): Promise<Node[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Node)
}

const typesOf = (node: Node) => [node['@type']].flat()
const expectMeta = (page: Page, name: string, content: string | RegExp) =>
  expect(page.locator(`meta[name="${name}"]`), name).toHaveAttribute('content', content)

/**
 * The grouping §9 asks for, worked out here from the platform's hours: Monday to Friday as one
 * entry when the five match, else a day each; then Saturday and Sunday; closed days left out.
 */
function expectedHours(hours: readonly OpeningHour[]) {
  const openOn = (day: number) =>
    hours.find((entry) => entry.weekday === day && entry.status === 'Open' && entry.open && entry.close)
  const times = (entry: OpeningHour) => ({ opens: entry.open?.slice(0, 5), closes: entry.close?.slice(0, 5) })
  const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
  const weekdays = [1, 2, 3, 4, 5].map(openOn)
  const first = weekdays[0]
  const same =
    first !== undefined &&
    weekdays.every((entry) => entry && entry.open === first.open && entry.close === first.close)
  const single = (day: number) => {
    const entry = openOn(day)
    return entry ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: names[day], ...times(entry) }] : []
  }
  return [
    ...(same && first
      ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: names.slice(1, 6), ...times(first) }]
      : [1, 2, 3, 4, 5].flatMap(single)),
    ...single(6),
    ...single(0),
  ]
}

const hoursOf = (site: SiteConfig, location: Location) =>
  location.contact_detail.opening_hours.length > 0
    ? location.contact_detail.opening_hours
    : site.opening_hours

test('the home page has the site graph and the site-wide meta tags', async ({ page, baseURL }) => {
  const site = await siteOf(SITE)
  const origin = new URL(baseURL ?? '').origin
  await page.goto('/')

  const [graph, ...others] = await jsonLdOf(page)
  expect(others).toHaveLength(0)
  expect(graph?.['@context']).toBe('https://schema.org')
  const nodes = graph?.['@graph'] as Node[]
  const ofType = (type: string) => nodes.filter((node) => typesOf(node).includes(type))
  for (const type of ['AutoDealer', 'Organization', 'WebSite']) expect(ofType(type), type).toHaveLength(1)

  const [dealer] = ofType('AutoDealer')
  expect(dealer).toMatchObject({ name: site.name, telephone: site.phone, url: `${origin}/` })
  expect(dealer?.openingHoursSpecification).toEqual(expectedHours(site.opening_hours))
  expect(dealer?.openingHours).toEqual(
    expect.arrayContaining([expect.stringMatching(/^Mo-Fr \d\d:\d\d-\d\d:\d\d$/)]),
  )

  const visible = site.locations.filter((location) => location.visible)
  const businesses = ofType('LocalBusiness')
  expect(businesses.map((node) => node.name).sort()).toEqual(visible.map((location) => location.name).sort())
  for (const location of visible) {
    const business = businesses.find((node) => node.name === location.name)
    expect(business?.telephone, location.name).toBe(location.contact_detail.phone)
    expect(business?.openingHoursSpecification, location.name).toEqual(expectedHours(hoursOf(site, location)))
  }

  // The SearchAction's target is a search the site answers.
  const [website] = ofType('WebSite')
  const action = website?.potentialAction as { target: { urlTemplate: string }; 'query-input': string }
  expect(action['query-input']).toBe('required name=search_term_string')
  expect(action.target.urlTemplate).toBe(
    `${origin}/search/new-used-and-demo-trucks/?query={search_term_string}`,
  )
  const search = await page.goto(action.target.urlTemplate.replace('{search_term_string}', 'Isuzu'))
  expect(search?.status()).toBe(200)
  await expect(page.getByRole('main').getByRole('combobox', { name: vocabulary.searchBoxLabel })).toHaveValue(
    'Isuzu',
  )

  await page.goto('/')
  // The demo dealer is verified with Google Search Console (its seed sets the token).
  expect(site.google_site_verification).toBeTruthy()
  await expectMeta(page, 'google-site-verification', String(site.google_site_verification))
  await expectMeta(page, 'keywords', new RegExp(`^${site.name}, .*used trucks`))
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${origin}/images/sites/${SITE}/logo.svg`,
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`)
  await expect(page.locator('meta[name="car-id"]')).toHaveCount(0)
})

test('a location page has its LocalBusiness with its own hours', async ({ page, baseURL }) => {
  const site = await siteOf(SITE)
  const location = site.locations.find((entry) => entry.slug === 'big-rig-trucks-parts')
  if (!location) throw new Error('the seed has no big-rig-trucks-parts location')
  await page.goto(`/locations/${location.slug}`)

  const [data, ...others] = await jsonLdOf(page)
  expect(others).toHaveLength(0)
  const [business, ...rest] = (data?.['@graph'] ?? []) as Node[]
  expect(rest).toHaveLength(0)
  expect(business).toMatchObject({
    '@type': 'LocalBusiness',
    name: location.name,
    url: `${new URL(baseURL ?? '').origin}/locations/${location.slug}`,
    telephone: location.contact_detail.phone,
    address: { '@type': 'PostalAddress', postalCode: location.address.postcode, addressCountry: 'AU' },
    parentOrganization: { '@type': 'AutoDealer', name: site.name },
  })
  expect(business?.openingHoursSpecification).toEqual(expectedHours(hoursOf(site, location)))
  expect(business?.openingHours).toEqual(['Mo-Fr 07:00-16:30'])
})

test('a reservable truck’s page has its Vehicle with its offer and every assistant-facing tag', async ({
  page,
  baseURL,
}) => {
  const site = await siteOf(SITE)
  const origin = new URL(baseURL ?? '').origin
  const car = await carWhere(SITE, (candidate) =>
    canReserve(candidate, { checkoutEnabled: site.features.checkout }),
  )
  await page.goto(`/cars/${car.slug}`)

  const [vehicle, ...others] = await jsonLdOf(page)
  expect(others).toHaveLength(0)
  expect(vehicle).toMatchObject({
    '@context': 'https://schema.org',
    '@type': schemaOrgType,
    name: car.name,
    url: `${origin}/cars/${car.slug}`,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    sku: car.stocknum,
    offers: {
      '@type': 'Offer',
      price: car.price,
      priceCurrency: 'AUD',
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'AutoDealer', name: site.name },
    },
  })

  await expectMeta(page, 'car-name', car.name)
  await expectMeta(page, 'car-id', String(car.id))
  await expectMeta(page, 'car-category', car.car_type)
  await expectMeta(page, 'dealership-id', String(car.dealership_id))
  await expectMeta(page, 'car-reserved', 'false')
  await expectMeta(page, 'checkout-link', `${origin}/cars/${car.slug}/checkout`)
  await expectMeta(page, 'message', new RegExp(escapeRegExp(car.name)))
  await expectMeta(page, 'keywords', new RegExp(escapeRegExp(`${car.make} ${car.model}`)))
})

test('a reserved truck’s page says so, offers no checkout link and asks for something similar', async ({
  page,
}) => {
  const car = await carWhere(SITE, (candidate) => candidate.reserved && !candidate.sold)
  await page.goto(`/cars/${car.slug}`)

  const [vehicle] = await jsonLdOf(page)
  expect((vehicle?.offers as Node | undefined)?.availability).toBe('https://schema.org/Reserved')
  await expectMeta(page, 'car-reserved', 'true')
  await expect(page.locator('meta[name="checkout-link"]')).toHaveCount(0)
  await expectMeta(page, 'message', new RegExp(escapeRegExp(`similar to the ${car.name}`)))
})
