import type { SiteConfig } from '@forecourt/domain'
import { RouterContextProvider, type UNSAFE_DataWithResponseInit } from 'react-router'
import { describe, expect, it } from 'vitest'
import { type PlatformClient, PlatformUnavailableError } from '../platform/platform-client.server.js'
import { createSiteMiddleware, getStorefront } from './site-context.server.js'

const site = { slug: 'coastal-motors', name: 'Coastal Motors', template: 'cars' } as SiteConfig

function platformWith(overrides: Partial<PlatformClient>): PlatformClient {
  const none = async () => null
  const unused = {} as never
  return {
    account: unused,
    deposits: unused,
    leads: unused,
    resolveSite: none,
    getSite: none,
    listSites: async () => [],
    listCars: none,
    getCar: none,
    getCarById: none,
    listModels: async () => [],
    listManufacturers: async () => [],
    recordPhoneReveal: async () => {},
    nearestLocations: none,
    searchHeaders: () => ({}),
    ...overrides,
  }
}

const config = {
  template: 'cars' as const,
  platformUrl: 'http://platform',
  defaultSite: 'coastal-motors',
  imageOrigin: 'http://platform',
  siteCacheMs: 0,
  siteCacheHosts: 100,
  readCacheMs: 0,
}

async function runMiddleware(
  platform: PlatformClient,
  host: string,
  middleware = createSiteMiddleware(platform, config),
) {
  const context = new RouterContextProvider()
  const request = new Request(`http://${host}/`, { headers: { host } })
  await middleware(
    { request, context, params: {}, url: new URL(request.url), pattern: '/' } as never,
    async () => new Response(),
  )
  return context
}

/** What a loader or middleware threw with `data(…, { status })`, as React Router will answer it. */
async function thrown(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    const response = error as UNSAFE_DataWithResponseInit<unknown>
    return { status: response.init?.status, data: response.data }
  }
  throw new Error('expected a throw')
}

describe('site middleware', () => {
  it('resolves the site from the request host', async () => {
    const hosts: string[] = []
    const platform = platformWith({
      resolveSite: async (host) => {
        hosts.push(host)
        return site
      },
    })
    const context = await runMiddleware(platform, 'coastal-motors.localhost:3000')
    expect(hosts).toEqual(['coastal-motors.localhost:3000'])
    expect(getStorefront(context).site).toBe(site)
  })

  it('serves the default site on a bare localhost', async () => {
    const slugs: string[] = []
    const platform = platformWith({
      getSite: async (slug) => {
        slugs.push(slug)
        return site
      },
    })
    await runMiddleware(platform, 'localhost:3000')
    expect(slugs).toEqual(['coastal-motors'])
  })

  it('without DEFAULT_SITE serves the first site of its template family on a bare localhost', async () => {
    const slugs: string[] = []
    const platform = platformWith({
      listSites: async () => [
        { slug: 'big-rig-trucks', template: 'trucks' },
        { slug: 'harbour-nissan', template: 'cars' },
        { slug: 'coastal-motors', template: 'cars' },
      ],
      getSite: async (slug) => {
        slugs.push(slug)
        return { ...site, slug }
      },
    })
    const middleware = createSiteMiddleware(platform, { ...config, defaultSite: undefined })
    const context = await runMiddleware(platform, 'localhost:3000', middleware)
    expect(slugs).toEqual(['harbour-nissan'])
    expect(getStorefront(context).site.slug).toBe('harbour-nissan')
  })

  it('answers 404 site_not_found for an unknown host', async () => {
    const error = await thrown(runMiddleware(platformWith({}), 'nowhere.localhost:3000'))
    expect(error).toEqual({ status: 404, data: { kind: 'site_not_found', host: 'nowhere.localhost:3000' } })
  })

  it('does not serve a site of another template family', async () => {
    const platform = platformWith({ resolveSite: async () => ({ ...site, template: 'trucks' }) })
    const error = await thrown(runMiddleware(platform, 'coastal-motors.localhost:3000'))
    expect(error).toMatchObject({ status: 404, data: { kind: 'site_not_found' } })
  })

  it('reuses a resolved site within the cache time, per host', async () => {
    const hosts: string[] = []
    const platform = platformWith({
      resolveSite: async (host) => {
        hosts.push(host)
        return site
      },
    })
    const middleware = createSiteMiddleware(platform, { ...config, siteCacheMs: 60_000 })
    await runMiddleware(platform, 'coastal-motors.localhost:3000', middleware)
    await runMiddleware(platform, 'coastal-motors.localhost:3000', middleware)
    await runMiddleware(platform, 'www.coastalmotors.com.au', middleware)
    expect(hosts).toEqual(['coastal-motors.localhost:3000', 'www.coastalmotors.com.au'])
  })

  it('answers 503 when the platform is down', async () => {
    const platform = platformWith({
      resolveSite: async () => {
        throw new PlatformUnavailableError('platform unreachable')
      },
    })
    const error = await thrown(runMiddleware(platform, 'coastal-motors.localhost:3000'))
    expect(error).toEqual({ status: 503, data: { kind: 'platform_unavailable' } })
  })
})
