// Where the storefront finds the platform and which site a bare `localhost` shows.

import type { Template } from '@forecourt/domain'

export interface StorefrontConfig {
  /** The template family this app serves; sites of other families are not found here. */
  template: Template
  platformUrl: string
  /** Slug of the site served when the host names no site (plain `localhost`). */
  defaultSite: string
}

export function storefrontConfigFromEnv(
  template: Template,
  env: Record<string, string | undefined> = process.env,
): StorefrontConfig {
  return {
    template,
    platformUrl: env.PLATFORM_URL ?? 'http://127.0.0.1:4000',
    defaultSite: env.DEFAULT_SITE ?? 'coastal-motors',
  }
}
