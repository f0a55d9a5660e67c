// The router context a server loader or action reads its site and platform from, for tests: the
// test site and a partial platform holding only the calls the test is about.
import { RouterContextProvider } from 'react-router'
import type { PlatformClient } from '../platform/platform-client.server.js'
import { storefrontContext } from '../tenant/site-context.server.js'
import { testSite } from './fixtures.js'

export function testStorefrontContext(platform: object, site = testSite()): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(storefrontContext, {
    site,
    platform: platform as unknown as PlatformClient,
    imageOrigin: 'http://images.test',
  })
  return context
}
