import type { JsonLdObject } from '@forecourt/domain'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, Meta } from 'react-router'
import { describe, expect, it } from 'vitest'
import { testCar, testSite } from '../test-support/fixtures.js'
import { carPageStructuredData, homeStructuredData, searchUrlTemplate } from './page-structured-data.js'

describe('searchUrlTemplate (the WebSite SearchAction target)', () => {
  it.each([
    [
      'the default search path',
      {},
      'https://citymotors.example.com.au/search/new-used-and-demo-cars/?query={search_term_string}',
    ],
    [
      'a template path',
      { template: 'trucks' },
      'https://citymotors.example.com.au/search/new-used-and-demo-trucks/?query={search_term_string}',
    ],
    [
      'a slug-specific path',
      { search_path: '/search/used-cars-brisbane/' },
      'https://citymotors.example.com.au/search/used-cars-brisbane/?query={search_term_string}',
    ],
    [
      "the site's suffix, as its search box sends it",
      { config: { search_suffix: 'refinementList[car_type][0]=used' } },
      'https://citymotors.example.com.au/search/new-used-and-demo-cars/?query={search_term_string}&refinementList%5Bcar_type%5D%5B0%5D=used',
    ],
  ])('%s', (_label, overrides, template) => {
    expect(searchUrlTemplate(testSite(overrides))).toBe(template)
  })
})

describe('page structured data', () => {
  it('gives the home page the site graph with its search', () => {
    const graph = homeStructuredData(testSite())['@graph'] as JsonLdObject[]
    expect(graph.map((node) => node['@type'])).toEqual([['AutoDealer', 'Organization'], 'WebSite'])
    expect(graph[1]?.potentialAction).toMatchObject({
      target: {
        urlTemplate:
          'https://citymotors.example.com.au/search/new-used-and-demo-cars/?query={search_term_string}',
      },
    })
  })

  it("gives a car page the car at its page's URL", () => {
    const data = carPageStructuredData(testSite(), testCar())
    expect(data).toMatchObject({ '@type': 'Car', url: 'https://citymotors.example.com.au/cars/rav4-48211' })
  })

  it('renders as a script whose text a car name cannot end', () => {
    const name = '</script><script>alert(1)</script> & <!-- Ute'
    const data = carPageStructuredData(testSite(), testCar({ name }))
    const Stub = createRoutesStub([{ path: '/', meta: () => [{ 'script:ld+json': data }], Component: Meta }])
    const html = renderToString(<Stub />)
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    expect(scripts).toHaveLength(1)
    expect(html).not.toContain('<script>alert(1)')
    expect(JSON.parse(scripts[0]?.[1] ?? '').name).toBe(name)
  })
})
