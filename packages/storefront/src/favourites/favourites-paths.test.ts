import { describe, expect, it } from 'vitest'
import { isTenantFavouritesPath } from './favourites-paths.js'

const site = (favourites_path: string) =>
  ({ config: { favourites_path } }) as Parameters<typeof isTenantFavouritesPath>[0]

describe('isTenantFavouritesPath', () => {
  it.each([
    ['/mybigboxcars', '/mybigboxcars', true],
    ['/mybigboxcars', '/mybigboxcars/', true],
    ['/mybigboxcars', '/mybigboxcars/extra', false],
    ['/mybigboxcars', '/favourites', false],
    // The default path has its own route; the catch-all never serves it.
    ['/favourites', '/favourites', false],
  ])('site path %s, request %s → %s', (own, pathname, expected) => {
    expect(isTenantFavouritesPath(site(own), pathname)).toBe(expected)
  })
})
