import { parseSearchRoute, searchRouteConfigOf } from '@forecourt/search'
import { describe, expect, it } from 'vitest'
import { testSite } from '../test-support/fixtures.js'
import { searchHref } from './search-href.js'

describe('searchHref', () => {
  const site = testSite({ template: 'trucks' })

  it('links the site search page refined to the values, and reads back as that refinement', () => {
    const href = searchHref(site, { licence_class: ['HR'] })
    const state = parseSearchRoute(
      new URL(href, 'https://dealer.example'),
      searchRouteConfigOf(site, undefined),
    )
    expect(state?.refinementList).toEqual({ licence_class: ['HR'] })
  })

  it('is the bare search page without refinements', () => {
    expect(searchHref(site, {})).toBe(searchRouteConfigOf(site, undefined).basePath)
  })
})
