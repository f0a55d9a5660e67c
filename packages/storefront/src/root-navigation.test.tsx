// @vitest-environment happy-dom
// §8: a site without header or footer navigation shows 'Cannot run without navigation', not a crash.
import { SiteConfigSchema } from '@forecourt/domain'
import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterContextProvider, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StorefrontRootError } from './frame/root-route.js'
import { rootLoader } from './loaders/page-loaders.server.js'
import type { PlatformClient } from './platform/platform-client.server.js'
import { storefrontContext } from './tenant/site-context.server.js'

const site = SiteConfigSchema.parse({
  name: 'City Motors',
  slug: 'city-motors',
  template: 'cars',
  region: 'AU',
  url: 'https://citymotors.example.com.au',
  phone: '07 3000 0000',
  locations: [],
})

function contextFor(navigation: unknown) {
  const context = new RouterContextProvider()
  context.set(storefrontContext, {
    site: { ...site, navigation } as typeof site,
    platform: {} as PlatformClient,
    imageOrigin: '',
  })
  return context
}

const Nothing = () => null

const args = (navigation: unknown) => ({
  request: new Request('http://city-motors.localhost/'),
  params: {},
  context: contextFor(navigation),
})

afterEach(cleanup)

describe('rootLoader without navigation', () => {
  it.each([
    ['no navigation', undefined],
    ['no footer', { header: [] }],
    ['no header', { footer: [] }],
  ])('%s: throws the navigation_missing error page data (500)', async (_case, navigation) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const thrown = await rootLoader(args(navigation)).catch((error: unknown) => error)
    expect(thrown).toMatchObject({ data: { kind: 'navigation_missing' }, init: { status: 500 } })
  })

  it('builds the frame when both menus are there', async () => {
    const loaded = await rootLoader(
      args({ header: [{ name: 'Contact', url: '/contact' }], footer: [{ name: 'FAQs', url: '/faqs' }] }),
    )
    expect(loaded.header).toEqual([{ label: 'Contact', href: '/contact' }])
    expect(loaded.footer).toEqual([{ heading: 'Quick Links', links: [{ label: 'FAQs', href: '/faqs' }] }])
  })

  it("the root error page says 'Cannot run without navigation'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          path: '/',
          loader: () => rootLoader(args(undefined)),
          Component: Nothing,
          HydrateFallback: Nothing,
          ErrorBoundary: StorefrontRootError,
        },
      ],
      { initialEntries: ['/'] },
    )
    render(<RouterProvider router={router} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cannot run without navigation' }),
    ).toBeTruthy()
  })
})
