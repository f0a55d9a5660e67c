import { parseSearchRoute, searchRouteConfigOf } from '@forecourt/search'
import { describe, expect, it } from 'vitest'
import { testSite } from '../test-support/fixtures.js'
import { searchHref, searchLinks } from './search-href.js'

describe('searchHref', () => {
  const site = testSite({ template: 'trucks' })

  it('links the site search page refined to the values, and reads back as that refinement', () => {
    const href = searchHref(site, { refinementList: { licence_class: ['HR'] } })
    const state = parseSearchRoute(
      new URL(href, 'https://dealer.example'),
      searchRouteConfigOf(site, undefined),
    )
    expect(state?.refinementList).toEqual({ licence_class: ['HR'] })
  })

  it('turns a switch on', () => {
    const href = searchHref(testSite({ template: 'motorcycles' }), { toggle: { lams: true } })
    expect(new URL(href, 'https://dealer.example').searchParams.get('toggle[lams]')).toBe('true')
  })

  it('is the bare search page without refinements', () => {
    expect(searchHref(site)).toBe(searchRouteConfigOf(site, undefined).basePath)
  })
})

describe('searchLinks', () => {
  it('links each value with its label, in order', () => {
    const site = testSite({ template: 'trucks' })
    const links = searchLinks(site, 'licence_class', ['MR', 'HR'], (value) => `${value} licence`)
    expect(links.map((link) => link.label)).toEqual(['MR licence', 'HR licence'])
    expect(links[1]?.href).toBe(searchHref(site, { refinementList: { licence_class: ['HR'] } }))
  })
})
