import { describe, expect, it } from 'vitest'
import { findManufacturer, manufacturerSlug } from './manufacturer.js'
import { MANUFACTURERS } from './manufacturer-catalogue.js'
import { modelCardText, modelsBodyHref, modelsBodySlug, sortModels, truncateDescription } from './model.js'
import { navigationLabel, requireNavigation } from './navigation.js'
import { ModelSchema } from './schemas/model.js'
import { NavigationSchema } from './schemas/navigation.js'

describe('manufacturer catalogue (§3: about 150 built in)', () => {
  it('holds about 150 makes with unique ids, names and slugs', () => {
    expect(MANUFACTURERS.length).toBeGreaterThanOrEqual(140)
    expect(MANUFACTURERS.length).toBeLessThanOrEqual(170)
    for (const key of ['id', 'name', 'slug'] as const) {
      expect(new Set(MANUFACTURERS.map((entry) => entry[key])).size).toBe(MANUFACTURERS.length)
    }
  })

  it('every slug is the slug of its name', () => {
    for (const entry of MANUFACTURERS) expect(entry.slug).toBe(manufacturerSlug(entry.name))
  })

  it.each([
    ['Mercedes-Benz', 'mercedes-benz'],
    ['Alfa Romeo', 'alfa-romeo'],
    [' Rolls-Royce ', 'rolls-royce'],
    ['UD Trucks', 'ud-trucks'],
  ])('%s → %s', (name, slug) => {
    expect(manufacturerSlug(name)).toBe(slug)
  })

  it.each([
    ['toyota', 'Toyota'],
    ['Land Rover', 'Land Rover'],
    ['nope', undefined],
  ])('finds %s', (query, name) => {
    expect(findManufacturer(query)?.name).toBe(name)
  })
})

describe('model card text (§3)', () => {
  const model = (overrides: object) => ModelSchema.parse({ name: 'Corolla', slug: 'corolla', ...overrides })
  const seventyFive = 'x'.repeat(75)

  it.each([
    ['exactly 75 characters kept', seventyFive, seventyFive],
    ['76 characters cut', `${seventyFive}y`, `${seventyFive}…`],
    ['trailing space trimmed before the ellipsis', `${'x'.repeat(74)} more words`, `${'x'.repeat(74)}…`],
    ['short kept', 'Small car', 'Small car'],
  ])('%s', (_label, text, expected) => {
    expect(truncateDescription(text)).toBe(expected)
  })

  it.each([
    ['new status', { status: 'New' }, 'ALL-NEW', null],
    ['all-new status', { status: 'all-new' }, 'ALL-NEW', null],
    ['current status', { status: 'current' }, null, null],
    ['hybrid fuel', { fuel: 'Hybrid' }, null, 'HYBRID'],
    ['petrol fuel', { fuel: 'Petrol' }, null, null],
  ])('%s', (_label, overrides, prefix, marker) => {
    const text = modelCardText(model(overrides))
    expect(text.prefix).toBe(prefix)
    expect(text.marker).toBe(marker)
  })

  it('links to the model page unless overridden', () => {
    expect(modelCardText(model({})).href).toBe('/corolla')
    expect(modelCardText(model({ override_url: '/brands/jeep' })).href).toBe('/brands/jeep')
    expect(modelCardText(model({ short_description: 'Hatch' })).description).toBe('Hatch')
  })

  it('sorts by position, then name', () => {
    const models = [
      { name: 'RAV4', position: 2 },
      { name: 'Yaris', position: 1 },
      { name: 'Camry', position: 2 },
    ]
    expect(sortModels(models).map((m) => m.name)).toEqual(['Yaris', 'Camry', 'RAV4'])
  })
})

describe('models body slug (§2)', () => {
  it.each([
    ['SUV', 'suv'],
    ['People Mover', 'people-mover'],
    ['Cab Chassis & Ute', 'cab-chassis-ute'],
    ['Light & Medium Trucks', 'light-medium-trucks'],
  ])('%s → %s', (body, slug) => {
    expect(modelsBodySlug(body)).toBe(slug)
  })

  it.each([
    ['all', '/models?body=all'],
    ['Cab Chassis & Ute', '/models?body=cab-chassis-ute'],
  ])('%s → %s', (body, href) => {
    expect(modelsBodyHref(body)).toBe(href)
  })
})

describe('navigation (§3, §8)', () => {
  it('parses nested dropdowns and menus', () => {
    const navigation = NavigationSchema.parse({
      header: [
        { name: 'Stock', dynamicDropdown: 'stock', carTypeQty: true },
        { title: 'Brands', dropdownItems: [{ name: 'Toyota', url: '/brands/toyota' }] },
        {
          name: 'More',
          dropdownMenus: [{ title: 'Col', items: [{ name: 'FAQ', url: '/faqs' }] }],
          mobileOpen: false,
        },
      ],
      footer: [],
    })
    expect(navigation.header.map(navigationLabel)).toEqual(['Stock', 'Brands', 'More'])
  })

  it('needs a name or title', () => {
    const result = NavigationSchema.safeParse({ header: [{ url: '/' }], footer: [] })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('a navigation item needs a name or title')
  })

  it('labels fall back to an empty string', () => {
    expect(navigationLabel({})).toBe('')
  })

  it.each([[undefined], [null], [{ header: [] }], [{ footer: [] }]])(
    'requireNavigation(%o) throws the spec message',
    (navigation) => {
      expect(() => requireNavigation(navigation)).toThrow('Cannot run without navigation')
    },
  )

  it('requireNavigation passes a complete navigation through', () => {
    expect(requireNavigation({ header: [], footer: [{ name: 'Privacy' }] })).toEqual({
      header: [],
      footer: [{ name: 'Privacy' }],
    })
  })
})
