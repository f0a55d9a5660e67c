// @vitest-environment happy-dom
import {
  DealerSearchPathsSchema,
  FAMILY_PROFILES,
  type FamilyProfile,
  SEARCH_HIT_ATTRIBUTES,
} from '@forecourt/domain'
import { renderToString } from 'react-dom/server'
import { getServerState } from 'react-instantsearch'
import { describe, expect, it } from 'vitest'
import { answeringClient, indexAnswer, listingAt } from './test-support/car-search-fixture.js'

const dealerPaths = DealerSearchPathsSchema.parse([
  { path: 'rental-cars', title: 'Rental cars', filter: { listing: ['rental'] } },
  { path: 'rv-vehicles-qld', title: 'RVs in Queensland', filter: { state: ['QLD'] } },
  { path: 'used-motorcycles', title: 'Used motorcycles', filter: { car_type: ['used'] } },
])
const config = {
  basePath: '/search/our-cars/',
  vocabulary: { makes: [], models: [], cities: [], dealerships: [], locations: [], states: ['QLD'] },
  dealerPaths,
}

/** What the listing asks the index, answered with an empty page. */
async function requestsAt(path: string, profile?: FamilyProfile): Promise<string> {
  const { client, sent } = answeringClient((requests) => requests.map(() => indexAnswer({ nbPages: 0 })))
  const url = new URL(`http://drive-subscriptions.localhost${path}`)
  await getServerState(listingAt({ client, url, config, profile, currency: 'NZD' }), { renderToString })
  return sent.join('\n')
}

describe('CarSearch keeps a dealer path’s filter (issue 11)', () => {
  it.each([
    ['/search/rental-cars', FAMILY_PROFILES.subscriptions, 'listing:rental'],
    ['/search/rental-cars', undefined, 'listing:rental'],
    ['/search/rv-vehicles-qld', FAMILY_PROFILES.rvs, 'state:QLD'],
    ['/search/rv-vehicles-qld', FAMILY_PROFILES.cars, 'state:QLD'],
    ['/search/used-motorcycles', FAMILY_PROFILES.motorcycles, 'car_type:used'],
  ])('%s with the %s profile asks for %s', async (path, profile, filter) => {
    expect(await requestsAt(path, profile)).toContain(JSON.stringify(filter).slice(1, -1))
  })

  it('asks for every facet of the family and no filter on the base path', async () => {
    const sent = await requestsAt('/search/our-cars/', FAMILY_PROFILES.trucks)
    for (const attribute of ['licence_class', 'axle_configuration', 'gvm_kg'])
      expect(sent).toContain(attribute)
    expect(sent).not.toContain('facetFilters')
  })

  it('asks for no highlighted matches: the listing shows none', async () => {
    expect(await requestsAt('/search/our-cars/')).toContain('"attributesToHighlight":[]')
  })

  it('asks only for the attributes a result card reads, not those that only filter and rank', async () => {
    const sent = await requestsAt('/search/our-cars/')
    expect(sent).toContain(`"attributesToRetrieve":${JSON.stringify(SEARCH_HIT_ATTRIBUTES)}`)
  })
})
