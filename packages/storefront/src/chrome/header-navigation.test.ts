import { type NavigationItem, SiteConfigSchema } from '@forecourt/domain'
import { describe, expect, it } from 'vitest'
import { headerNavigation } from './header-navigation.js'
import type { StockFacets } from './stock-facets.server.js'

const site = SiteConfigSchema.parse({
  name: 'City Motors',
  slug: 'city-motors',
  template: 'cars',
  region: 'AU',
  url: 'https://citymotors.example.com.au',
  phone: '07 3123 4567',
  locations: [],
  stock: { car_types: { new: 4, demo: 2 } },
})

const stock: StockFacets = {
  total: 13,
  facets: {
    car_type: { used: 10, new: 3 },
    make: { Kia: 2, 'Alfa Romeo': 1, Toyota: 7, Ford: 3, Land: 1, 'Land Rover': 2 },
    model: { RAV4: 4, HiLux: 3, Ranger: 3, Defender: 2, Cruiser: 1 },
    make_model: {
      'Toyota RAV4': 4,
      'Toyota HiLux': 3,
      'Ford Ranger': 3,
      'Land Rover Defender': 2,
      'Land Cruiser': 1,
    },
    simple_body: { Ute: 6, SUV: 5, 'Cab Chassis': 2 },
  },
}

const menuOf = (item: NavigationItem, facets: StockFacets | null = stock) =>
  headerNavigation([item], site, facets)

describe('headerNavigation', () => {
  it('keeps plain links and turns dropdown items into a dropdown of links', () => {
    expect(
      headerNavigation(
        [
          { name: 'Sell Your Car', url: '/valuations' },
          {
            title: 'Finance',
            url: '/finance',
            dropdownItems: [{ name: 'Finance', url: '/finance' }, { name: 'Heading only' }],
          },
          { name: 'Nowhere' },
        ],
        site,
        stock,
      ),
    ).toEqual([
      { label: 'Sell Your Car', href: '/valuations' },
      { label: 'Finance', items: [{ label: 'Finance', href: '/finance' }] },
    ])
  })

  it('lists stock by car type with counts and friendly paths, leaving out a type with none', () => {
    expect(
      menuOf({
        name: 'Search Stock',
        url: '/search/new-used-and-demo-cars/',
        dynamicDropdown: 'stock',
        carTypeQty: true,
      }),
    ).toEqual([
      {
        label: 'Search Stock',
        menu: {
          kind: 'stock',
          groups: [
            {
              links: [
                { label: 'All Stock', href: '/search/new-used-and-demo-cars/', count: 13 },
                { label: 'New', href: '/search/new-cars', count: 3 },
                { label: 'Used', href: '/search/used-cars', count: 10 },
              ],
            },
          ],
        },
      },
    ])
  })

  it('shows no counts unless the item asks for them (carTypeQty)', () => {
    const [item] = menuOf({ name: 'Stock', dynamicDropdown: 'stock' })
    const links = item && 'menu' in item ? item.menu.groups[0]?.links : []
    expect(links?.map((link) => link.count)).toEqual([undefined, undefined, undefined])
    expect(links?.[0]?.href).toBe('/search/new-used-and-demo-cars/')
  })

  it('without search, counts new and demo from the site and lists every type', () => {
    const [item] = menuOf({ name: 'Stock', dynamicDropdown: 'stock', carTypeQty: true }, null)
    expect(item && 'menu' in item ? item.menu.groups[0]?.links : []).toEqual([
      { label: 'All Stock', href: '/search/new-used-and-demo-cars/' },
      { label: 'New', href: '/search/new-cars', count: 4 },
      { label: 'Used', href: '/search/used-cars' },
      { label: 'Demo', href: '/search/demo-cars', count: 2 },
    ])
  })

  it('lists the brands in stock, common makes first, each at /search/{make}', () => {
    const [item] = menuOf({ name: 'Brands', url: '/models', dynamicDropdown: 'brands' })
    expect(item && 'menu' in item ? item.menu.groups[0]?.links : []).toEqual([
      { label: 'Toyota', href: '/search/toyota' },
      { label: 'Ford', href: '/search/ford' },
      { label: 'Kia', href: '/search/kia' },
      { label: 'Alfa Romeo', href: '/search/alfa-romeo' },
      { label: 'Land', href: '/search/land' },
      { label: 'Land Rover', href: '/search/land-rover' },
    ])
  })

  it('lists bodies by count; a body without a friendly path stays in the query string', () => {
    const [item] = menuOf({ name: 'Body Types', dynamicDropdown: 'bodies' })
    expect(item && 'menu' in item ? item.menu.groups[0]?.links : []).toEqual([
      { label: 'Ute', href: '/search/ute' },
      { label: 'SUV', href: '/search/suv' },
      {
        label: 'Cab Chassis',
        href: '/search/new-used-and-demo-cars/?refinementList%5Bsimple_body%5D%5B0%5D=Cab+Chassis',
      },
    ])
  })

  it('groups models under their make, matching the longest make name', () => {
    const [item] = menuOf({ name: 'Models', dynamicDropdown: 'models' })
    expect(item && 'menu' in item ? item.menu.groups : []).toEqual([
      {
        heading: 'Toyota',
        links: [
          { label: 'RAV4', href: '/search/toyota/rav4' },
          { label: 'HiLux', href: '/search/toyota/hilux' },
        ],
      },
      { heading: 'Ford', links: [{ label: 'Ranger', href: '/search/ford/ranger' }] },
      { heading: 'Land', links: [{ label: 'Cruiser', href: '/search/land/cruiser' }] },
      { heading: 'Land Rover', links: [{ label: 'Defender', href: '/search/land-rover/defender' }] },
    ])
  })

  it('lays written-out columns under their titles', () => {
    expect(
      menuOf({
        name: 'Services',
        dynamicDropdown: 'columns',
        dropdownMenus: [
          { title: 'Buy', items: [{ name: 'Special Offers', url: '/special-offers' }] },
          { title: 'Own', items: [{ name: 'Book a Service', url: '/service' }] },
        ],
      }),
    ).toEqual([
      {
        label: 'Services',
        menu: {
          kind: 'columns',
          groups: [
            { heading: 'Buy', links: [{ label: 'Special Offers', href: '/special-offers' }] },
            { heading: 'Own', links: [{ label: 'Book a Service', href: '/service' }] },
          ],
        },
      },
    ])
  })

  it('a dynamic menu with nothing to list is a plain link to its url, or left out without one', () => {
    const empty: StockFacets = { total: 0, facets: {} }
    expect(
      headerNavigation(
        [
          { name: 'Brands', url: '/models', dynamicDropdown: 'brands' },
          { name: 'Body Types', dynamicDropdown: 'bodies' },
        ],
        site,
        empty,
      ),
    ).toEqual([{ label: 'Brands', href: '/models' }])
  })
})
