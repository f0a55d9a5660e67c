// Where the storefront finds the platform and which site a bare `localhost` shows.

import type { Template } from '@forecourt/domain'

export interface StorefrontConfig {
  /** The template family this app serves; sites of other families are not found here. */
  template: Template
  platformUrl: string
  /**
   * Slug of the site served when the host names no site (plain `localhost`); unset, the first site
   * of this app's template family is served.
   */
  defaultSite: string | undefined
  /** Origin that serves /images/* (the platform in development, an image CDN in production). */
  imageOrigin: string
  /** How long a resolved site is reused before it is refreshed, in ms (0: refreshed on every request). */
  siteCacheMs: number
  /** How many hosts' sites are remembered (the least recently asked is forgotten first). */
  siteCacheHosts: number
  /** How long a catalogue read (a car, a list) is reused before it is refreshed, in ms (0: never kept). */
  readCacheMs: number
}

export function storefrontConfigFromEnv(
  template: Template,
  env: Record<string, string | undefined> = process.env,
): StorefrontConfig {
  const platformUrl = env.PLATFORM_URL ?? 'http://127.0.0.1:4000'
  return {
    template,
    platformUrl,
    defaultSite: env.DEFAULT_SITE || undefined,
    imageOrigin: env.IMAGE_ORIGIN ?? platformUrl,
    siteCacheMs: Number(env.SITE_CACHE_MS ?? 10_000),
    siteCacheHosts: Number(env.SITE_CACHE_HOSTS ?? 1000),
    readCacheMs: Number(env.PLATFORM_READ_CACHE_MS ?? 2000),
  }
}
