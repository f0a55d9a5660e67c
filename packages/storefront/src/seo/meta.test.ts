import { describe, expect, it } from 'vitest'
import { testCar, testSite } from '../test-support/fixtures.js'
import { carMeta, type MetaTag, siteMeta } from './meta.js'

type Tag = Exclude<MetaTag, { 'script:ld+json': unknown }>
const plainTags = (tags: MetaTag[]) => tags.filter((tag): tag is Tag => !('script:ld+json' in tag))
const contentOf = (tags: MetaTag[], name: string) => plainTags(tags).find((tag) => tag.name === name)?.content
const propertyOf = (tags: MetaTag[], property: string) =>
  plainTags(tags).find((tag) => tag.property === property)?.content

describe('siteMeta (§3 page metadata)', () => {
  it('has title, description, keywords, type, the logo as image and the canonical URL', () => {
    const site = testSite({
      logo_url: '/images/sites/city-motors/logo.svg',
      dealership_group: 'Queen Street Group',
      manufacturer: { name: 'Toyota', id: 1 },
      stock: { car_types: { new: 4, demo: 0 } },
    })
    expect(siteMeta(site, 'Compare cars', '/compare')).toEqual([
      { title: 'Compare cars | City Motors' },
      { name: 'description', content: 'City Motors: new, used and demo cars.' },
      { name: 'keywords', content: 'City Motors, Queen Street Group, Toyota, new cars, used cars' },
      { property: 'og:title', content: 'Compare cars' },
      { property: 'og:type', content: 'website' },
      {
        property: 'og:image',
        content: 'https://citymotors.example.com.au/images/sites/city-motors/logo.svg',
      },
      { tagName: 'link', rel: 'canonical', href: 'https://citymotors.example.com.au/compare' },
    ])
  })

  it.each([
    ['cars, stock counts unknown', {}, 'City Motors, new cars, used cars, demo cars'],
    [
      'trucks with demo stock only',
      { template: 'trucks', stock: { car_types: { new: 0, demo: 2 } } },
      'City Motors, used trucks, demo trucks',
    ],
    ['subscriptions', { template: 'subscriptions' }, 'City Motors, subscription cars'],
  ])('keywords for %s', (_label, overrides, keywords) => {
    expect(contentOf(siteMeta(testSite(overrides), 'Home', '/'), 'keywords')).toBe(keywords)
  })

  it('names the cities of visible locations once', () => {
    const location = (id: number, city: string, visible = true) => ({
      id,
      name: `Yard ${id}`,
      slug: `yard-${id}`,
      primary: id === 1,
      position: id,
      visible,
      location_type: 'sales',
      dealership_id: 1,
      dealership_slug: 'city-motors',
      dealership_name: 'City Motors',
      address: { street: '1 St', city, state: 'QLD', postcode: '4000' },
      contact_detail: { phone: '07 3000 0000', opening_hours: [] },
    })
    const site = testSite({
      locations: [
        location(1, 'Brisbane'),
        location(2, 'Brisbane'),
        location(3, 'Ipswich'),
        location(4, 'Hidden', false),
      ],
    })
    expect(contentOf(siteMeta(site, 'Home', '/'), 'keywords')).toBe(
      'City Motors, new cars, used cars, demo cars, Brisbane, Ipswich',
    )
  })

  it.each([
    ['configured', 'abc123', 'abc123'],
    ['null', null, undefined],
    ['absent', undefined, undefined],
  ])('google-site-verification %s', (_label, verification, content) => {
    const tags = siteMeta(testSite({ google_site_verification: verification }), 'Home', '/')
    expect(contentOf(tags, 'google-site-verification')).toBe(content)
  })

  it('has no og:image without a logo, and the structured data it is given', () => {
    const structuredData = { '@context': 'https://schema.org', '@type': 'WebSite' }
    const tags = siteMeta(testSite({ logo_url: null }), 'Home', '/', undefined, { structuredData })
    expect(propertyOf(tags, 'og:image')).toBeUndefined()
    expect(tags.at(-1)).toEqual({ 'script:ld+json': structuredData })
  })
})

describe('carMeta (§3: car keywords, image and the assistant-facing tags)', () => {
  const site = testSite({ logo_url: '/logo.svg' })

  it('names the car in keywords, shares its photo and tells an assistant what it can do', () => {
    const car = testCar({ primary_image_url: '/images/cars/48211/1.svg' })
    const tags = carMeta(site, car, '/cars/rav4-48211')
    expect(contentOf(tags, 'keywords')).toBe(
      'Toyota, Toyota RAV4, 2021 Toyota RAV4, Toyota RAV4 GX, SUV, used cars, Brisbane, City Motors',
    )
    expect(propertyOf(tags, 'og:image')).toBe(
      'https://citymotors.example.com.au/images/cars/48211/1.svg?w=1200&q=80&crop=16%3A9',
    )
    expect(
      tags.filter((tag) => 'name' in tag && tag.name !== 'description' && tag.name !== 'keywords'),
    ).toEqual([
      {
        name: 'message',
        content:
          "Hi, I'm interested in the 2021 Toyota RAV4 GX (stock number U48211). Is it still available?",
      },
      { name: 'car-name', content: '2021 Toyota RAV4 GX' },
      { name: 'car-id', content: '48211' },
      { name: 'checkout-link', content: 'https://citymotors.example.com.au/cars/rav4-48211/checkout' },
      { name: 'car-reserved', content: 'false' },
      { name: 'car-category', content: 'used' },
      { name: 'dealership-id', content: '12' },
    ])
  })

  it.each([
    ['no photo', null],
    ['a photo address the image CDN builder refuses', 'javascript:alert(1)'],
  ])("falls back to the site's logo when the car has %s", (_, primary_image_url) => {
    expect(propertyOf(carMeta(site, testCar({ primary_image_url }), '/cars/rav4-48211'), 'og:image')).toBe(
      'https://citymotors.example.com.au/logo.svg',
    )
  })

  it.each([
    [
      'reservable, buy-online dealer',
      testSite({ features: { checkout: true, checkout_path: 'buy-online' } }),
      {},
      'https://citymotors.example.com.au/cars/rav4-48211/buy-online',
    ],
    ['checkout off for the site', testSite({ features: { checkout: false } }), {}, undefined],
    ['reserved', site, { reserved: true }, undefined],
    ['sold', site, { sold: true }, undefined],
    ['coming soon', site, { status: 'coming_soon' }, undefined],
    ['price at the $200 floor', site, { price: 200 }, undefined],
  ])('checkout-link: %s', (_label, forSite, overrides, link) => {
    expect(contentOf(carMeta(forSite, testCar(overrides), '/cars/rav4-48211'), 'checkout-link')).toBe(link)
  })

  it('flags a reserved car and asks for something similar', () => {
    const tags = carMeta(site, testCar({ reserved: true, car_type: 'demo' }), '/cars/rav4-48211')
    expect(contentOf(tags, 'car-reserved')).toBe('true')
    expect(contentOf(tags, 'car-category')).toBe('demo')
    expect(contentOf(tags, 'message')).toContain('similar to the 2021 Toyota RAV4 GX')
  })
})
